import { fireEvent, render, screen } from '@testing-library/react';
import { LinkNavigation } from '@/components/layout/link-navigation';
import { Button, ButtonLink, getButtonClassName } from '@/components/ui/button';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch: jest.fn() }) }));

describe('Button', () => {
  it('is a button named by its content that runs its handler', () => {
    const onClick = jest.fn();
    render(
      <Button type="button" onClick={onClick}>
        Limpiar filtros
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a medium primary pill unless told otherwise, keeping the classes it is given', () => {
    render(
      <Button type="submit" className="extra">
        Verificar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Verificar' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('button', 'primary', 'md', 'extra');
    expect(button).not.toHaveClass('raised');
  });
});

describe('ButtonLink', () => {
  beforeEach(() => push.mockClear());

  it('links to a page of the site and navigates on the client', () => {
    render(
      <>
        <LinkNavigation />
        <ButtonLink href="/blog" variant="secondary" size="sm">
          Leer el blog
        </ButtonLink>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Leer el blog' });
    expect(link).toHaveAttribute('href', '/blog');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveClass('button', 'secondary', 'sm');
    fireEvent.click(link);
    expect(push).toHaveBeenCalledWith('/blog');
  });

  it('opens another site in a new tab without handing it this page', () => {
    render(
      <ButtonLink href="https://wa.me/5215500000000" external variant="light" size="lg" raised>
        Hablemos por WhatsApp
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Hablemos por WhatsApp' });
    expect(link).toHaveAttribute('href', 'https://wa.me/5215500000000');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('button', 'light', 'lg', 'raised');
    fireEvent.click(link);
    expect(push).not.toHaveBeenCalled();
  });
});

describe('getButtonClassName', () => {
  it('maps each variant and size to its class', () => {
    expect(getButtonClassName({ variant: 'whatsapp', size: 'sm' }).split(' ')).toEqual([
      'button',
      'whatsapp',
      'sm',
    ]);
    expect(getButtonClassName({ variant: 'highlight', className: 'cardLink' }).split(' ')).toEqual([
      'button',
      'highlight',
      'md',
      'cardLink',
    ]);
  });
});
