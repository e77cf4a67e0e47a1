import {
  acceptConsent,
  ensureUserData,
  hasAcceptedConsent,
  isConsentBannerVisible,
  rejectConsent,
  requestConsentBanner,
  subscribeToConsent,
} from '@/lib/browser/consent';

function clearAll() {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'userConsent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

beforeEach(clearAll);

describe('consent', () => {
  it('shows the banner until a decision is recorded', () => {
    expect(isConsentBannerVisible()).toBe(true);
  });

  it('accepting writes the cookie and userData and hides the banner', () => {
    acceptConsent();
    expect(hasAcceptedConsent()).toBe(true);
    expect(document.cookie).toContain('userConsent=accepted');
    expect(localStorage.getItem('userData')).toBe('{"theme":"dark","lang":"es"}');
    expect(isConsentBannerVisible()).toBe(false);
  });

  it('rejecting writes nothing persistent and hides the banner for the session', () => {
    rejectConsent();
    expect(document.cookie).not.toContain('userConsent');
    expect(localStorage.getItem('userData')).toBeNull();
    expect(isConsentBannerVisible()).toBe(false);
    sessionStorage.clear();
    expect(isConsentBannerVisible()).toBe(true);
  });

  it('a request reopens the banner and withdrawing removes the cookie and userData', () => {
    acceptConsent();
    const listener = jest.fn();
    const unsubscribe = subscribeToConsent(listener);
    requestConsentBanner();
    expect(listener).toHaveBeenCalled();
    expect(isConsentBannerVisible()).toBe(true);
    rejectConsent();
    expect(hasAcceptedConsent()).toBe(false);
    expect(localStorage.getItem('userData')).toBeNull();
    unsubscribe();
  });

  it('repairs corrupted userData when consent was given', () => {
    acceptConsent();
    localStorage.setItem('userData', '{bad');
    ensureUserData();
    expect(localStorage.getItem('userData')).toBe('{"theme":"dark","lang":"es"}');
  });
});
