import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { MobileMenuLinks } from '@/components/layout/mobile-menu-links';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

jest.mock('next/navigation', () => ({
  usePathname: () => '/blog',
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
}));

function renderInPage() {
  return render(
    <>
      <header>
        <MobileMenu openIcon={<MenuIcon />} closeIcon={<CloseIcon />}>
          <MobileMenuLinks />
        </MobileMenu>
      </header>
      <main>
        <button type="button">Contenido</button>
      </main>
    </>,
    { container: document.body.appendChild(document.createElement('div')) },
  );
}

// jsdom has no popovers: these tests drive the drawer as React runs it in a browser without them.
// The popover itself (before hydration too) is tested in real Chromium (e2e/mobile-menu.spec.ts).
describe('MobileMenu', () => {
  it('opens the drawer, locks the page and moves focus in; Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderInPage();
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Cerrar menú');
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
    for (const name of [/Instagram/, /Facebook/, /WhatsApp/]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes when a link is followed', async () => {
    // jsdom cannot load another document; the drawer's own click handling is what is tested.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const user = userEvent.setup();
    renderInPage();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(screen.getByRole('link', { name: 'Sobre nosotros' }));
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
