import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieConsent } from '@/components/layout/cookie-consent';
import {
  CookiePreferencesButton,
  StaticCookiePreferencesActivator,
} from '@/components/layout/cookie-preferences-button';
import { StaticCookiePreferencesButton } from '@/components/layout/static-cookie-preferences-button';
import { renderToStaticMarkup } from 'react-dom/server';
import { clearConsentBannerRequest } from '@/lib/browser/consent-request';

beforeEach(() => {
  // A banner reopened by an earlier test, which no decision answered, is not still asked for.
  clearConsentBannerRequest();
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

describe('StaticCookiePreferencesButton, in a static island', () => {
  it('is unavailable in the HTML; once the page hydrates, it is ready and reopens the banner', async () => {
    const user = userEvent.setup();
    // The island's HTML, which React leaves as it is: nothing of it is rendered by React.
    const island = document.createElement('div');
    island.innerHTML = renderToStaticMarkup(<StaticCookiePreferencesButton />);
    document.body.append(island);
    const button = screen.getByRole('button', { name: 'Preferencias de cookies' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-script', 'pending');

    render(
      <>
        <CookieConsent />
        <StaticCookiePreferencesActivator />
      </>,
    );
    await waitFor(() => expect(button).toHaveAttribute('data-script', 'ready'));
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    await user.click(button);
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toHaveFocus();
    island.remove();
  });

  it('a click elsewhere does not open the banner', async () => {
    const user = userEvent.setup();
    render(
      <>
        <CookieConsent />
        <StaticCookiePreferencesActivator />
        <button type="button">Otro botón</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Otro botón' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });
});
