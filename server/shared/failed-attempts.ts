import { toAddressNetwork } from './client-address';

/** The stretch of time a row of failed tries covers: one row per 15 minutes at most. */
export const FAILED_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/**
 * The key under which a failed sign-in adds up with the others of the same thing tried (`parts`:
 * the action and the e-mail, say) from the same network (an IPv4 address, an IPv6 /64) in the
 * same 15-minute window, and that network, which an aggregated row shows once its tries came from
 * more than one address. A stranger's thousand tries are then a handful of rows with a count,
 * never a thousand rows.
 */
export function buildFailedAttemptKey(
  parts: readonly string[],
  address: string | null,
  occurredAt: number,
): { key: string; network: string | null } {
  const network = address === null ? null : toAddressNetwork(address);
  const window = Math.floor(occurredAt / FAILED_ATTEMPT_WINDOW_MS);
  return { key: JSON.stringify([...parts, network, window]), network };
}

/**
 * The `ON CONFLICT` clause of an insert with a `merge_key`: one more try in the row already
 * there, whose address becomes the network when a try came from another address of it.
 */
export const COUNT_FAILED_ATTEMPT = `ON CONFLICT (merge_key) WHERE merge_key IS NOT NULL
DO UPDATE SET
  attempts = attempts + 1,
  address = CASE WHEN address IS excluded.address THEN address ELSE @network END`;
