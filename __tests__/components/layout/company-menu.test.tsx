import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompanyMenu } from '@/components/layout/company-menu';
import { ChevronDownIcon } from '@/components/ui/icons';
import { navigation } from '@/lib/site/routes';

const chevron = <ChevronDownIcon />;

describe('CompanyMenu', () => {
  it('desktop: opens on keyboard focus and closes on Escape, keeping focus on the trigger', async () => {
    const user = userEvent.setup();
    render(<CompanyMenu items={navigation.company} variant="desktop" chevron={chevron} />);
    const trigger = screen.getByRole('button', { name: 'Empresa' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('desktop: opens while the mouse is over it', async () => {
    const user = userEvent.setup();
    render(<CompanyMenu items={navigation.company} variant="desktop" chevron={chevron} />);
    const trigger = screen.getByRole('button', { name: 'Empresa' });
    await user.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('drawer: toggles on click and lists Blog and the client directory', async () => {
    const user = userEvent.setup();
    render(<CompanyMenu items={navigation.company} variant="drawer" chevron={chevron} />);
    const trigger = screen.getByRole('button', { name: 'Empresa' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Directorio de clientes' })).toHaveAttribute(
      'href',
      '/directorio-clientes',
    );
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
