'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { RaffleTerms } from '@/lib/raffle/raffle';
import {
  getEmptyRaffleDemoState,
  readRaffleDemoState,
  subscribeToRaffleDemo,
  updateRaffleDemoState,
  type RaffleDemoState,
} from '@/lib/raffle/raffle-demo-state';

type RaffleRef = Pick<RaffleTerms, 'id' | 'soldNumbers'>;

/** The demo state shared by the board, the summary and the draw, read after hydration. */
export function useRaffleDemoState(raffle: RaffleRef) {
  const getSnapshot = useCallback(() => readRaffleDemoState(raffle), [raffle]);
  const getServerSnapshot = useCallback(() => getEmptyRaffleDemoState(raffle.id), [raffle.id]);
  const state = useSyncExternalStore(subscribeToRaffleDemo, getSnapshot, getServerSnapshot);
  const update = useCallback(
    (change: (state: RaffleDemoState) => RaffleDemoState) => updateRaffleDemoState(raffle, change),
    [raffle],
  );
  return [state, update] as const;
}
