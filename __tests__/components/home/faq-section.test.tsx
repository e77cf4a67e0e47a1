import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqSection } from '@/components/home/faq-section';

const entries = [
  { question: '¿Cuánto tarda mi página?', answer: 'Quince días hábiles.' },
  { question: '¿Qué incluye?', answer: 'Hosting y dominio.' },
  {
    question: '¿Cómo pago?',
    answer: 'Por transferencia SPEI.',
    link: { label: 'Ver los datos para transferir', href: '/bitso-mx' },
  },
];

const heading = { eyebrow: 'Preguntas frecuentes', title: 'Resolvemos tus dudas' };

describe('FaqSection', () => {
  it('has every answer in the page, closed at first', () => {
    render(<FaqSection heading={heading} entries={entries} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Resolvemos tus dudas' }),
    ).toBeInTheDocument();
    for (const entry of entries) {
      expect(screen.getByText(entry.answer)).toBeInTheDocument();
      expect(screen.getByText(entry.answer)).not.toBeVisible();
    }
  });

  it('opens a question on click and closes it on a second click', async () => {
    const user = userEvent.setup();
    render(<FaqSection heading={heading} entries={entries} />);
    await user.click(screen.getByText('¿Cuánto tarda mi página?'));
    expect(screen.getByText('Quince días hábiles.')).toBeVisible();
    await user.click(screen.getByText('¿Cuánto tarda mi página?'));
    expect(screen.getByText('Quince días hábiles.')).not.toBeVisible();
  });

  it('keeps only one answer open at a time', async () => {
    const user = userEvent.setup();
    render(<FaqSection heading={heading} entries={entries} />);
    await user.click(screen.getByText('¿Cuánto tarda mi página?'));
    await user.click(screen.getByText('¿Cómo pago?'));
    expect(screen.getByText('Por transferencia SPEI.')).toBeVisible();
    expect(screen.getByText('Quince días hábiles.')).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver los datos para transferir' })).toHaveAttribute(
      'href',
      '/bitso-mx',
    );
    expect(document.querySelectorAll('details[open]')).toHaveLength(1);
  });
});
