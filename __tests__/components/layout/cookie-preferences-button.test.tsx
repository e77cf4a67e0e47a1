import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieConsent } from '@/components/layout/cookie-consent';
import { CookiePreferencesButton } from '@/components/layout/cookie-preferences-button';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'userConsent=accepted; path=/';
});

afterEach(() => {
  document.cookie = 'userConsent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('CookiePreferencesButton', () => {
  it('reads "Preferencias de cookies" unless given another label', () => {
    render(
      <>
        <CookiePreferencesButton />
        <CookiePreferencesButton label="Cambiar mis preferencias de cookies" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Preferencias de cookies' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Cambiar mis preferencias de cookies' }),
    ).toBeInTheDocument();
  });

  it('with a custom label still reopens the banner after consent was given', async () => {
    const user = userEvent.setup();
    render(
      <>
        <CookieConsent />
        <CookiePreferencesButton label="Cambiar mis preferencias de cookies" />
      </>,
    );
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cambiar mis preferencias de cookies' }));
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toHaveFocus();
  });
});
