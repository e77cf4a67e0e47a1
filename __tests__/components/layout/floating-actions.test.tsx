import { act, fireEvent, render, screen } from '@testing-library/react';
import { FloatingActions } from '@/components/layout/floating-actions';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

describe('FloatingActions', () => {
  it('shows the WhatsApp link after 1.5 s and "Volver arriba" only beyond 200 px', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
    window.scrollTo = jest.fn();
    render(<FloatingActions whatsappUrl="https://wa.me/521?text=Hola" />);
    const stack = screen.getByRole('link', { name: 'Escríbenos por WhatsApp' }).parentElement!;
    expect(stack).toHaveAttribute('data-visible', 'false');
    act(() => jest.advanceTimersByTime(1499));
    expect(stack).toHaveAttribute('data-visible', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(stack).toHaveAttribute('data-visible', 'true');

    scrollTo(200);
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument();
    scrollTo(201);
    fireEvent.click(screen.getByRole('button', { name: 'Volver arriba' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
