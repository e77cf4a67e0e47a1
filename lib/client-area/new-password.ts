// lib/client-area: the client-API contract, imported by the browser panel and by server/ (a new password typed twice).
import { describeWeakPassword } from './client-api-contract';

export type NewPasswordErrors = { next?: string; repeat?: string };

/**
 * What is wrong with a new password typed twice, before anything is sent: the API's own rule
 * (`describeWeakPassword`), then whether both match. Empty when both are fine.
 */
export function checkNewPassword(next: string, repeat: string): NewPasswordErrors {
  const weakness = describeWeakPassword(next);
  if (weakness) return { next: weakness };
  if (repeat !== next) return { repeat: 'Las dos contraseñas nuevas no coinciden.' };
  return {};
}
