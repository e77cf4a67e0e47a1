import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieConsent } from '@/components/layout/cookie-consent';
import { CookiePreferencesButton } from '@/components/layout/cookie-preferences-button';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'userConsent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('CookieConsent', () => {
  it('accepting stores consent and hides the banner', async () => {
    const user = userEvent.setup();
    render(<CookieConsent />);
    const banner = screen.getByRole('region', { name: 'Aviso de cookies' });
    expect(screen.getByRole('link', { name: /política de cookies/i })).toHaveAttribute(
      'href',
      '/politica-cookies',
    );
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(banner).not.toBeInTheDocument();
    expect(document.cookie).toContain('userConsent=accepted');
    expect(localStorage.getItem('userData')).toBe('{"theme":"dark","lang":"es"}');
  });

  it('stays hidden after consent, reopens from "Preferencias de cookies" and can withdraw', async () => {
    const user = userEvent.setup();
    document.cookie = 'userConsent=accepted; path=/';
    render(
      <>
        <CookieConsent />
        <CookiePreferencesButton />
      </>,
    );
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preferencias de cookies' }));
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('userConsent');
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('shows normally when the stored values are corrupted', () => {
    document.cookie = 'userConsent=%E0%A4%A; path=/';
    localStorage.setItem('userData', '{bad');
    render(<CookieConsent />);
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toBeInTheDocument();
  });
});
