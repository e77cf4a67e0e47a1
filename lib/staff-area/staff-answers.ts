// lib/staff-area: checks of the staff API's answers in the browser, without zod. Runs anywhere; pure functions.
import { COMPARISON_KINDS } from './comparison-period';
import { AUDIT_KINDS, GROUPINGS, PARTIAL_BUCKETS, STAFF_ROLES } from './staff-constants';
import type { AuditPage, DashboardData, SignedIn, SignInStep, StaffMember } from './staff-contract';

// The contract's zod schemas would bring zod into the dashboard (see staff-constants.ts); these
// checks read the same shapes, and __tests__/lib/staff-area/staff-answers.test.ts holds them to
// the schemas.

type Shape = Record<string, unknown>;

export const isObject = (value: unknown): value is Shape =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isBoolean = (value: unknown) => typeof value === 'boolean';
const isCountOrNull = (value: unknown) => value === null || isNumber(value);
export const isDay = (value: unknown) => isString(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);
/** A moment in UTC, ISO 8601 as `toISOString` writes it. */
const isMoment = (value: unknown) =>
  isString(value) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value);

/** Whether every listed field of `value` passes its check. */
export function hasFields(
  value: unknown,
  checks: Record<string, (field: unknown) => boolean>,
): boolean {
  return isObject(value) && Object.entries(checks).every(([name, check]) => check(value[name]));
}

export const listOf = (checks: Record<string, (field: unknown) => boolean>) => (value: unknown) =>
  Array.isArray(value) && value.every((item) => hasFields(item, checks));

export function isStaffMember(value: unknown): value is StaffMember {
  return hasFields(value, {
    name: isString,
    email: isString,
    role: (role) => STAFF_ROLES.some((known) => known === role),
  });
}

export function isStaffSession(value: unknown): value is { staff: StaffMember } {
  return hasFields(value, { staff: isStaffMember });
}

export function isSignInStep(value: unknown): value is SignInStep {
  if (!isObject(value)) return false;
  if (value.step === 'codigo') return true;
  return (
    value.step === 'inscripcion' &&
    hasFields(value.enrolment, { secret: isString, otpauthUrl: isString, qrSvg: isString })
  );
}

export function isSignedIn(value: unknown): value is SignedIn {
  return hasFields(value, {
    staff: isStaffMember,
    recoveryCodes: (codes) =>
      codes === undefined || (Array.isArray(codes) && codes.every(isString)),
  });
}

const range = (value: unknown) => hasFields(value, { from: isDay, to: isDay });
const oneOf = (known: readonly string[]) => (value: unknown) =>
  known.some((name) => name === value);
const totals = (value: unknown) =>
  hasFields(value, {
    visits: isNumber,
    visitors: isCountOrNull,
    clicks: isNumber,
    clicksPer100: isNumber,
  });
const pageCounts = { path: isString, visitors: isCountOrNull, visits: isNumber, clicks: isNumber };

export function isDashboardData(value: unknown): value is DashboardData {
  return hasFields(value, {
    period: range,
    grouping: oneOf(GROUPINGS),
    previous: (previous) =>
      range(previous) &&
      hasFields(previous, {
        kind: oneOf(COMPARISON_KINDS),
        until: (until) => until === null || isMoment(until),
      }),
    totals,
    previousTotals: totals,
    clicksCounted: isBoolean,
    series: listOf({
      start: isDay,
      end: isDay,
      partial: (partial) => partial === null || oneOf(PARTIAL_BUCKETS)(partial),
      visits: isNumber,
      clicks: isNumber,
      previousDays: (days) => days === null || range(days),
      previousVisits: isCountOrNull,
      previousClicks: isCountOrNull,
    }),
    pages: listOf(pageCounts),
    articles: listOf(pageCounts),
    referrers: listOf({ host: isString, visits: isNumber }),
    campaigns: listOf({
      source: isString,
      medium: isString,
      campaign: isString,
      visits: isNumber,
      clicks: isNumber,
    }),
    devices: listOf({ device: isString, visits: isNumber }),
    places: listOf({ path: isString, place: isString, clicks: isNumber }),
    services: listOf({
      path: isString,
      visits: isNumber,
      clicks: isNumber,
      previousVisits: isNumber,
      previousClicks: isNumber,
    }),
  });
}

export function isAuditPage(value: unknown): value is AuditPage {
  return hasFields(value, {
    entries: listOf({
      at: isString,
      actor: isString,
      action: isString,
      kind: (kind) => AUDIT_KINDS.some((known) => known === kind),
      detail: isString,
      changes: listOf({ field: isString, before: isString, after: isString }),
      address: (address) => address === null || isString(address),
      attempts: (attempts) => Number.isInteger(attempts) && Number(attempts) >= 1,
    }),
    next: (next) => next === null || isString(next),
  });
}

/** The seconds of a 429 answer's `retryAfterSeconds`, if it has a positive one. */
/** Whether a 429 came from the account's ceiling alone: strangers' failures, not this browser's. */
export function isAccountCeiling(value: unknown): boolean {
  return isObject(value) && value.limit === 'cuenta';
}

export function readRetryAfterSeconds(value: unknown): number | undefined {
  const seconds = isObject(value) ? value.retryAfterSeconds : undefined;
  return isNumber(seconds) && seconds > 0 ? seconds : undefined;
}
