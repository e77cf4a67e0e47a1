import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { describeInvisibleCharacter } from '../../lib/site/invisible-characters';

/** The longest name a command records for whoever runs it. */
const MAX_ACTOR_LENGTH = 100;

/** Where a command may find the person who runs it, besides the system account. */
export type CommandActorSources = {
  /** The `--actor` option, as typed. */
  option?: string;
  /** The environment variable that may name them (`CLIENTS_ACTOR`, `STAFF_ACTOR`). */
  variable?: string;
  env?: Readonly<Record<string, string | undefined>>;
  /** The accounts file whose GECOS field holds each account's real name. */
  passwdPath?: string;
};

/** A name given on the command line or in the environment, or why it cannot be recorded. */
function readGivenName(source: string, input: string): string {
  const name = input.trim();
  if (name === '') throw new Error(`${source}: escribe el nombre de quien corre el comando`);
  if (name.length > MAX_ACTOR_LENGTH) {
    throw new Error(`${source}: debe tener como máximo ${MAX_ACTOR_LENGTH} caracteres`);
  }
  const invisible = describeInvisibleCharacter(name);
  if (invisible) throw new Error(`${source}: no puede llevar el carácter invisible ${invisible}`);
  return name;
}

/**
 * The real name of a system account: the first part of its GECOS field in the accounts file
 * (what `chfn -f "Ana López" ana` writes), or null when it has none worth recording.
 */
export function readAccountRealName(account: string, passwdPath = '/etc/passwd'): string | null {
  let accounts: string;
  try {
    accounts = readFileSync(passwdPath, 'utf8');
  } catch {
    return null;
  }
  const entry = accounts.split('\n').find((line) => line.split(':')[0] === account);
  const name = entry?.split(':')[4]?.split(',')[0]?.trim() ?? '';
  const usable =
    name !== '' &&
    name !== account &&
    name.length <= MAX_ACTOR_LENGTH &&
    describeInvisibleCharacter(name) === null;
  return usable ? name : null;
}

/**
 * How the audit log names whoever runs a command: the person, from `--actor`, else the command's
 * environment variable, else the real name of the system account, followed by the account
 * (`Ana López (ana, línea de comandos)`); the account alone when no name is known. Under `sudo`
 * the account is the one that called it (`SUDO_USER`), not the one the command runs as. Throws a
 * Spanish message naming the option or variable when the name given cannot be recorded.
 */
export function describeCommandUser({
  option,
  variable,
  env = process.env,
  passwdPath,
}: CommandActorSources = {}): string {
  const account = env.SUDO_USER || userInfo().username;
  const fromVariable = variable ? env[variable] : undefined;
  const name =
    option !== undefined
      ? readGivenName('--actor', option)
      : variable && fromVariable
        ? readGivenName(variable, fromVariable)
        : readAccountRealName(account, passwdPath);
  return name ? `${name} (${account}, línea de comandos)` : `${account} (línea de comandos)`;
}
