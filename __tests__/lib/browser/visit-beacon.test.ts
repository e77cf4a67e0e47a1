import { refusesCounting, runWhenIdle, sendVisitBeacon } from '@/lib/browser/visit-beacon';

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

describe('sendVisitBeacon', () => {
  it('sends the beacon as JSON text with navigator.sendBeacon', () => {
    const sendBeacon = jest.fn(() => true);
    setNavigator('sendBeacon', sendBeacon);
    sendVisitBeacon('/api/visitas', { path: '/blog', search: '', referrer: '', place: 'pie' });
    expect(sendBeacon).toHaveBeenCalledWith(
      '/api/visitas',
      '{"path":"/blog","search":"","referrer":"","place":"pie"}',
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
