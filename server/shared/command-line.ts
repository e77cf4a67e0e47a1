import { userInfo } from 'node:os';
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A zod schema, full or mini: the commands read options with either. */
type OptionSchema<T> = {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
};

/**
 * Reads a command's positionals and options; on an unknown option, prints the error and the
 * command's usage and exits.
 */
export function readCommandArguments<Options extends NonNullable<ParseArgsConfig['options']>>(
  options: Options,
  usage: string,
) {
  try {
    return parseArgs({ allowPositionals: true, options });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(1);
  }
}

/**
 * Reads options through zod schemas: `option` throws `--name: message` in Spanish when a value is
 * missing or wrong, `optional` gives undefined for an option not given.
 */
export function createOptionReader(values: Record<string, unknown>) {
  function option<T>(name: string, schema: OptionSchema<T>): T {
    const parsed = schema.safeParse(values[name]);
    if (parsed.success) return parsed.data;
    throw new Error(`--${name}: ${parsed.error.issues[0]?.message ?? 'valor inválido'}`);
  }
  const optional = <T>(name: string, schema: OptionSchema<T>) =>
    values[name] === undefined ? undefined : option(name, schema);
  return { option, optional };
}

/** How the audit log names whoever runs a command: the system user, e.g. `ana (línea de comandos)`. */
export function describeCommandUser(): string {
  return `${userInfo().username} (línea de comandos)`;
}
