'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * What a visitor typed into a text field before the page hydrated, handed to `adopt` once it
 * has. The framework's scripts run after the first paint, so the field takes keystrokes before
 * React does; React then keeps the text on screen but takes it for its own last value, and its
 * state (and the list that follows it) would stay as the HTML had it. The field's value
 * differing from its `value` attribute (what the HTML said) is what tells typed text apart.
 */
export function useEarlyInput(
  ref: RefObject<HTMLInputElement | null>,
  adopt: (value: string) => void,
): void {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const input = ref.current;
    if (input && input.value !== input.defaultValue) adopt(input.value);
  }, [ref, adopt]);
}
