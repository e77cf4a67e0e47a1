import { refusesCounting, runWhenIdle, sendVisitBeacon } from '@/lib/browser/visit-beacon';

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/** Sets a navigator property for one test; `afterEach` deletes it again. */
function setNavigator<Key extends keyof PrivacyNavigator>(key: Key, value: PrivacyNavigator[Key]) {
  Object.defineProperty(navigator, key, { value, configurable: true });
}

/** jsdom has no fetch: a mock that resolves, for the test's own calls. */
function mockFetch() {
  const fetchSpy = jest.fn(() => Promise.resolve());
  Object.defineProperty(window, 'fetch', { value: fetchSpy, configurable: true });
  return fetchSpy;
}

afterEach(() => {
  for (const key of ['globalPrivacyControl', 'doNotTrack', 'sendBeacon'])
    Reflect.deleteProperty(navigator, key);
  Reflect.deleteProperty(window, 'fetch');
  jest.useRealTimers();
  jest.restoreAllMocks();
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
    const fetchSpy = mockFetch();
    sendVisitBeacon('/api/visitas', { path: '/blog', place: 'pie' });
    expect(sendBeacon).toHaveBeenCalledWith('/api/visitas', '{"path":"/blog","place":"pie"}');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when beacons are missing or refused', () => {
    const fetchSpy = mockFetch();
    sendVisitBeacon('/api/visitas', { path: '/' });
    setNavigator('sendBeacon', () => false);
    sendVisitBeacon('/api/visitas', { path: '/' });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(fetchSpy).toHaveBeenCalledWith('/api/visitas', {
      method: 'POST',
      body: '{"path":"/"}',
      keepalive: true,
    });
  });
});

describe('runWhenIdle', () => {
  it('waits for the idle time after load, runs once, and runs at once when flushed', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    const flush = runWhenIdle(task);
    expect(task).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    flush();
    expect(task).toHaveBeenCalledTimes(1);

    const early = jest.fn();
    runWhenIdle(early)();
    expect(early).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event while the page is still loading', () => {
    jest.useFakeTimers();
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = jest.fn();
    runWhenIdle(task);
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
