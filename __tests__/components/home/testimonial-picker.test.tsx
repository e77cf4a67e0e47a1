import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestimonialPicker } from '@/components/home/testimonial-picker';

const reviews = ['Mariana López', 'Carlos Ramírez', 'Sofía Hernández', 'Jorge Medina'].map(
  (name, index) => ({
    client: `negocio-${index + 1}`,
    name,
    title: `Cliente ${index + 1}`,
    text: `Opinión de ${name}.`,
    image: `/images/home/reviews/${index + 1}.svg`,
  }),
);

describe('TestimonialPicker', () => {
  it('shows the third review first, with its portrait pressed', () => {
    render(<TestimonialPicker reviews={reviews} initialIndex={2} />);
    expect(screen.getByText('Opinión de Sofía Hernández.')).toBeInTheDocument();
    expect(screen.queryByText('Opinión de Mariana López.')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Ver testimonio de Sofía Hernández' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it('shows the review of the portrait clicked, one at a time', async () => {
    const user = userEvent.setup();
    render(<TestimonialPicker reviews={reviews} initialIndex={2} />);
    const jorge = screen.getByRole('button', { name: 'Ver testimonio de Jorge Medina' });
    await user.click(jorge);
    expect(jorge).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('button', { name: 'Ver testimonio de Sofía Hernández' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Opinión de Jorge Medina.')).toBeInTheDocument();
    expect(screen.getByText('Cliente 4')).toBeInTheDocument();
    expect(screen.queryByText('Opinión de Sofía Hernández.')).not.toBeInTheDocument();
  });
});
