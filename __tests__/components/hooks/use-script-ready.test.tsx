import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useScriptReady } from '@/components/hooks/use-script-ready';

function NextButton() {
  return (
    <button type="button" {...useScriptReady()}>
      Siguiente
    </button>
  );
}

describe('useScriptReady', () => {
  it('marks a control unavailable in the server HTML and available once hydrated', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<NextButton />);
    const button = screen.getByRole('button', { name: 'Siguiente' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-script', 'pending');

    await act(async () => {
      hydrateRoot(container, <NextButton />);
    });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveAttribute('data-script', 'ready');
  });
});
