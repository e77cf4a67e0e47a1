import { act, fireEvent, render, screen } from '@testing-library/react';
import { FloatingActions } from '@/components/layout/floating-actions';

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

describe('FloatingActions', () => {
  it('links to WhatsApp in a new tab and offers "Volver arriba" only beyond 200 px', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
    window.scrollTo = jest.fn();
    render(<FloatingActions whatsappUrl="https://wa.me/521?text=Hola" />);
    const whatsapp = screen.getByRole('link', { name: 'Escríbenos por WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/521?text=Hola');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');

    scrollTo(200);
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument();
    scrollTo(201);
    fireEvent.click(screen.getByRole('button', { name: 'Volver arriba' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('goes back to the top at once for a visitor who prefers reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    window.scrollTo = jest.fn();
    render(<FloatingActions whatsappUrl="https://wa.me/521?text=Hola" />);
    scrollTo(600);
    fireEvent.click(screen.getByRole('button', { name: 'Volver arriba' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
