import {
  readRaffleDemoState,
  resetRaffleDemoState,
  updateRaffleDemoState,
} from '@/lib/raffle/raffle-demo-state';

const raffle = { id: 'rifa-demo', soldNumbers: [1, 4, 9] };
const SEED = 'ab'.repeat(32);
const KEY = 'raffleDemo';

beforeEach(() => resetRaffleDemoState());
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('raffle demo state', () => {
  it('starts empty', () => {
    expect(readRaffleDemoState(raffle)).toEqual({
      raffleId: 'rifa-demo',
      selected: [],
      round: null,
    });
  });

  it('reads a stored selection and round', () => {
    const stored = {
      raffleId: 'rifa-demo',
      selected: [42, 7],
      round: { seed: SEED, revealed: true },
    };
    localStorage.setItem(KEY, JSON.stringify(stored));
    expect(readRaffleDemoState(raffle)).toEqual({ ...stored, selected: [7, 42] });
  });

  it('persists changes under one key', () => {
    updateRaffleDemoState(raffle, (state) => ({ ...state, selected: [7] }));
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({
      raffleId: 'rifa-demo',
      selected: [7],
      round: null,
    });
  });

  it.each([
    ['bad JSON', '{"selected": [7'],
    ['an unexpected shape', '{"selected":"07"}'],
    ['a sold number', JSON.stringify({ raffleId: 'rifa-demo', selected: [4], round: null })],
    ['a repeated number', JSON.stringify({ raffleId: 'rifa-demo', selected: [7, 7], round: null })],
    [
      'a number off the board',
      JSON.stringify({ raffleId: 'rifa-demo', selected: [100], round: null }),
    ],
    [
      'a seed that is not 64 hex digits',
      JSON.stringify({
        raffleId: 'rifa-demo',
        selected: [],
        round: { seed: 'xyz', revealed: false },
      }),
    ],
    ['another raffle', JSON.stringify({ raffleId: 'otra-rifa', selected: [7], round: null })],
  ])('ignores and removes %s', (_label, value) => {
    localStorage.setItem(KEY, value);
    expect(readRaffleDemoState(raffle)).toEqual({
      raffleId: 'rifa-demo',
      selected: [],
      round: null,
    });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps working for the visit when the browser refuses storage', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    updateRaffleDemoState(raffle, (state) => ({ ...state, selected: [7, 15] }));
    expect(readRaffleDemoState(raffle).selected).toEqual([7, 15]);
  });
});
