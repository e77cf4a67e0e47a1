// lib/client-area: the client-API contract, imported by the browser panel and by server/ (the rule for an account e-mail).
import { readEmailWithHint } from '../site/email';

/**
 * Why what was typed cannot be a client account's e-mail, in the words of the client area's
 * forms, or null. The address is read with the rule the agency's account creation stores it by,
 * so a form refuses only what could never be an account.
 */
export function describeAccountEmailProblem(email: string): string | null {
  if (!email.trim()) return 'Escribe tu correo electrónico.';
  const reading = readEmailWithHint(email, 'nombre@empresa.mx');
  return 'problem' in reading ? reading.problem : null;
}
