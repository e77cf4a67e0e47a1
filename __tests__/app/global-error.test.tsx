import { fireEvent, render, screen } from '@testing-library/react';
import GlobalError from '@/app/global-error';

describe('the page shown when the root layout fails', () => {
  it('apologises in Spanish, retries through reset and leads home with a full load', () => {
    const reset = jest.fn();
    // It draws the whole document, <html> included.
    render(<GlobalError error={new Error('fallo')} reset={reset} />, { container: document });
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });
});
