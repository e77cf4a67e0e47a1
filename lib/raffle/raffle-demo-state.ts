// lib/raffle: the raffle demo. Rules and draw run on the server render and in the browser; demo state only in the browser.
import { readStorageJson, removeStorage, writeStorage } from '../browser/browser-storage';
import { isRecord } from '../content/is-record';
import { TICKET_COUNT, type RaffleTerms } from './raffle';
import { RAFFLE_DEMO_KEY } from '../browser/storage-keys';

type RaffleRef = Pick<RaffleTerms, 'id' | 'soldNumbers'>;

/** A demo round of the draw: the secret seed, and whether it has been revealed. */
export type DrawRound = { seed: string; revealed: boolean };

export type RaffleDemoState = {
  raffleId: string;
  selected: number[];
  round: DrawRound | null;
};

const CHANGE_EVENT = 'raffle-demo-change';
const emptyStates = new Map<string, RaffleDemoState>();
let current: RaffleDemoState | null = null;

function parseRound(value: unknown): DrawRound | null {
  if (!isRecord(value) || typeof value.revealed !== 'boolean') return null;
  const { seed, revealed } = value;
  return typeof seed === 'string' && /^[0-9a-f]{64}$/.test(seed) ? { seed, revealed } : null;
}

/**
 * The stored state when it is valid for this raffle: another raffle, a sold, repeated or
 * off-board number, or a bad seed is not accepted. Numbers come back in order.
 */
function parseStoredState(value: unknown, raffle: RaffleRef): RaffleDemoState | null {
  if (!isRecord(value) || value.raffleId !== raffle.id || !Array.isArray(value.selected)) {
    return null;
  }
  const sold = new Set(raffle.soldNumbers);
  const tickets: unknown[] = value.selected;
  const selected: number[] = [];
  for (const ticket of tickets) {
    const onBoard = typeof ticket === 'number' && Number.isInteger(ticket);
    if (!onBoard || ticket < 0 || ticket >= TICKET_COUNT) return null;
    if (sold.has(ticket) || selected.includes(ticket)) return null;
    selected.push(ticket);
  }
  const round = value.round === null ? null : parseRound(value.round);
  if (value.round !== null && round === null) return null;
  return { raffleId: raffle.id, selected: selected.sort((a, b) => a - b), round };
}

/** The state before the visitor does anything (also what the server renders). */
export function getEmptyRaffleDemoState(raffleId: string): RaffleDemoState {
  let empty = emptyStates.get(raffleId);
  if (!empty) {
    empty = { raffleId, selected: [], round: null };
    emptyStates.set(raffleId, empty);
  }
  return empty;
}

/** The demo state, read from localStorage once; a bad stored value is removed and reads as empty. */
export function readRaffleDemoState(raffle: RaffleRef): RaffleDemoState {
  if (current?.raffleId !== raffle.id) {
    const stored = readStorageJson(RAFFLE_DEMO_KEY, (value) => parseStoredState(value, raffle));
    current = stored ?? getEmptyRaffleDemoState(raffle.id);
  }
  return current;
}

function notifyChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Changes the demo state, keeps it for the visit even when storage is refused, and persists it. */
export function updateRaffleDemoState(
  raffle: RaffleRef,
  change: (state: RaffleDemoState) => RaffleDemoState,
): void {
  current = change(readRaffleDemoState(raffle));
  writeStorage(RAFFLE_DEMO_KEY, JSON.stringify(current));
  notifyChange();
}

/** Forgets the demo: no chosen numbers, no round, nothing stored. */
export function resetRaffleDemoState(): void {
  current = null;
  removeStorage(RAFFLE_DEMO_KEY);
  notifyChange();
}

/** Listens for changes in this tab and, through the storage event, in other tabs. */
export function subscribeToRaffleDemo(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== RAFFLE_DEMO_KEY) return;
    current = null;
    onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}
