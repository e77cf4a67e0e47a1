// server/client-area: Node only. A new client's first password and the WhatsApp message that goes with it.
import { randomInt } from 'node:crypto';
import { describeWeakPassword } from '../../lib/client-area/client-api-contract';
import { paths } from '../../lib/site/paths';
import { siteConfig } from '../../lib/site/site-config';

// No 0/O or 1/l/I: the agency may read the password aloud or retype it.
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A first password: four groups of four, letters and digits, about 80 bits. */
export function generateClientPassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 4 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(
        '',
      ),
    );
    const password = groups.join('-');
    if (describeWeakPassword(password) === null) return password;
  }
}

/** The WhatsApp message for a client's access; the password goes apart, never in it. */
export function buildAccessMessage(
  client: { name: string; email: string },
  siteUrl: string,
  kind: 'nuevo' | 'restablecida',
): string {
  const login = new URL(paths.login, siteUrl).href;
  const opening =
    kind === 'nuevo'
      ? `ya tienes acceso a tu panel de cliente de ${siteConfig.name}`
      : `restablecimos la contraseña de tu panel de cliente de ${siteConfig.name}`;
  return (
    `Hola, ${client.name}: ${opening}. Entra en ${login} con tu correo ${client.email}. ` +
    'Te enviamos la contraseña en un mensaje aparte; al entrar, cámbiala por una tuya.'
  );
}
