import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

const ISSUER = 'Código Verde';
const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for one another when copied by hand. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const totpFor = (secret: string, email: string) =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new TOTP secret (160 bits, base32) with its otpauth URL and that URL as an SVG QR code. */
export function createEnrolment(email: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpFor(secret, email).toString();
  return { secret, otpauthUrl, qrSvg: renderSVG(otpauthUrl, { border: 2 }) };
}

/**
 * The time step of a 6-digit `code` valid at `now` (one step of clock drift either way), or null.
 * The caller refuses a step not later than the last one accepted, so a code works once.
 */
export function findTotpStep(secret: string, email: string, code: string, now: number) {
  const delta = totpFor(secret, email).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code of a secret, for tests and the bench. */
export function generateTotp(secret: string, email: string, now: number): string {
  return totpFor(secret, email).generate({ timestamp: now });
}

/** Ten recovery codes (`XXXX-XXXX`, about 40 bits each), to be shown once. */
export function createRecoveryCodes(): string[] {
  const part = () =>
    Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    );
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}
