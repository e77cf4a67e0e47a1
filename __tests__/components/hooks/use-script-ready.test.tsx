import { act, screen } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '@/components/hooks/use-hydrated';
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

  it('is ready from the first render in what mounts after the page has hydrated', async () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useHydrated());
      return null;
    }
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = renderToString(<NextButton />);
    await act(async () => {
      hydrateRoot(page, <NextButton />);
    });

    // A control of the next page, after a client-side navigation: never shown as unavailable.
    await act(async () => {
      createRoot(document.body.appendChild(document.createElement('div'))).render(<Probe />);
    });
    expect(seen[0]).toBe(true);
  });
});
