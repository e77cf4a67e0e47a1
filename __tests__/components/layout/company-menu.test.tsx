import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompanyDisclosure } from '@/components/layout/company-disclosure';
import { CompanyMenu } from '@/components/layout/company-menu';
import { ChevronDownIcon } from '@/components/ui/icons';
import { navigation } from '@/lib/site/routes';

const chevron = <ChevronDownIcon />;

describe('CompanyMenu (desktop header)', () => {
  it('opens on keyboard focus and closes on Escape, keeping focus on the trigger', async () => {
    const user = userEvent.setup();
    render(<CompanyMenu items={navigation.company} chevron={chevron} />);
    const trigger = screen.getByRole('button', { name: 'Empresa' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('opens while the mouse is over it', async () => {
    const user = userEvent.setup();
    render(<CompanyMenu items={navigation.company} chevron={chevron} />);
    const trigger = screen.getByRole('button', { name: 'Empresa' });
    await user.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks itself hydrated, so its stylesheet stops opening it on hover alone', () => {
    const { container } = render(<CompanyMenu items={navigation.company} chevron={chevron} />);
    expect(container.querySelector('[data-hydrated]')).not.toBeNull();
  });
});

describe('CompanyDisclosure (mobile drawer)', () => {
  it('is a disclosure that opens and closes on click and lists Blog and the client directory', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <CompanyDisclosure items={navigation.company} chevron={chevron} />,
    );
    const details = container.querySelector('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(screen.getByText('Empresa'));
    expect(details).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Directorio de clientes' })).toHaveAttribute(
      'href',
      '/directorio-clientes',
    );
    await user.click(screen.getByText('Empresa'));
    expect(details).not.toHaveAttribute('open');
  });
});
