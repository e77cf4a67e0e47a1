import { MAX_VISIT_BEACON_BYTES, visitBeaconSchema } from '@/lib/analytics/visit-beacon';
import { VISIT_BEACON_LIMITS } from '@/lib/analytics/visit-beacon-limits';
import {
  buildVisitBeacon,
  refusesCounting,
  runWhenIdle,
  sendVisitBeacon,
} from '@/lib/browser/visit-beacon';

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/** Sets a navigator property for one test; `afterEach` deletes it again. */
function setNavigator<Key extends keyof PrivacyNavigator>(key: Key, value: PrivacyNavigator[Key]) {
  Object.defineProperty(navigator, key, { value, configurable: true });
}

afterEach(() => {
  for (const key of ['globalPrivacyControl', 'doNotTrack', 'sendBeacon'])
    Reflect.deleteProperty(navigator, key);
  jest.useRealTimers();
});

describe('refusesCounting', () => {
  it('is false for a browser that asks nothing', () => {
    expect(refusesCounting()).toBe(false);
  });

  it('honours Global Privacy Control and Do Not Track', () => {
    setNavigator('globalPrivacyControl', true);
    expect(refusesCounting()).toBe(true);
    setNavigator('globalPrivacyControl', false);
    setNavigator('doNotTrack', '1');
    expect(refusesCounting()).toBe(true);
    setNavigator('doNotTrack', '0');
    expect(refusesCounting()).toBe(false);
  });
});

describe('buildVisitBeacon', () => {
  it('sends only the path, the utm_* tags and the referrer host', () => {
    const beacon = buildVisitBeacon(
      '/blog',
      '?utm_source=boletin&utm_medium=correo&utm_campaign=noviembre&utm_term=x&email=ana@ejemplo.mx',
      'https://www.google.com/search?q=agencia',
    );
    expect(JSON.parse(JSON.stringify(beacon))).toEqual({
      path: '/blog',
      utmSource: 'boletin',
      utmMedium: 'correo',
      utmCampaign: 'noviembre',
      referrerHost: 'www.google.com',
    });
  });

  it('sends no referrer for none or an app, and a click its place', () => {
    for (const referrer of ['', 'android-app://com.google.android.gm/'])
      expect(buildVisitBeacon('/', '', referrer).referrerHost).toBeUndefined();
    expect(buildVisitBeacon('/', '', '', 'pie')).toMatchObject({ place: 'pie' });
  });

  it('fits a landing URL with a 2 KB gclid and tags past their limit into a beacon the API reads', () => {
    const long = 'x'.repeat(500);
    const beacon = buildVisitBeacon(
      '/',
      `?gclid=${'Cj0KCQiA'.repeat(256)}&utm_source=${long}&utm_medium=cpc&utm_campaign=${long}`,
      `https://${'a'.repeat(60)}.example/${long}`,
    );
    const body = JSON.stringify(beacon);
    expect(body).not.toContain('gclid');
    expect(beacon.utmSource).toHaveLength(VISIT_BEACON_LIMITS.utmSource);
    expect(visitBeaconSchema.safeParse(JSON.parse(body)).success).toBe(true);
    expect(new Blob([body]).size).toBeLessThan(MAX_VISIT_BEACON_BYTES);
  });
});

describe('MAX_VISIT_BEACON_BYTES', () => {
  it('holds the largest beacon the schema accepts, every character escaped', () => {
    const largest = Object.fromEntries(
      Object.entries(VISIT_BEACON_LIMITS).map(([name, length]) => [
        name,
        name === 'path' ? `/${'\u0001'.repeat(length - 1)}` : '\u0001'.repeat(length),
      ]),
    );
    expect(visitBeaconSchema.safeParse(largest).success).toBe(true);
    expect(new Blob([JSON.stringify(largest)]).size).toBeLessThanOrEqual(MAX_VISIT_BEACON_BYTES);
  });
});

describe('sendVisitBeacon', () => {
  it('sends the beacon as JSON text with navigator.sendBeacon', () => {
    const sendBeacon = jest.fn(() => true);
    setNavigator('sendBeacon', sendBeacon);
    sendVisitBeacon('/api/visitas', { path: '/blog', utmSource: 'boletin', place: 'pie' });
    expect(sendBeacon).toHaveBeenCalledWith(
      '/api/visitas',
      '{"path":"/blog","utmSource":"boletin","place":"pie"}',
    );
  });
});

describe('runWhenIdle', () => {
  it('runs the task once, after the current work, where requestIdleCallback is missing', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    runWhenIdle(task);
    expect(task).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for requestIdleCallback where the browser has it', () => {
    const callbacks: (() => void)[] = [];
    Object.defineProperty(window, 'requestIdleCallback', {
      value: (callback: () => void) => callbacks.push(callback),
      configurable: true,
    });
    const task = jest.fn();
    try {
      runWhenIdle(task);
      expect(task).not.toHaveBeenCalled();
      callbacks.forEach((callback) => callback());
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });
});
