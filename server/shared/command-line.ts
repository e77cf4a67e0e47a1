import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DatabaseUpgradeError } from './database';

/** A zod schema, full or mini: the commands read options with either. */
type OptionSchema<T> = {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
};

/** What a command reads and writes besides its arguments: the process's own, or a test's. */
export type CommandIo = {
  /** The environment variables: database paths, passwords. */
  env: NodeJS.ProcessEnv;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** The folder a file the command writes by a bare name goes to (a CSV); the process's if not given. */
  cwd?: string;
};

/** A command: reads its arguments (what follows `--`), resolves with its exit code. */
export type Command = (args: string[], io: CommandIo) => Promise<number>;

/**
 * Runs `command` as the process: with its arguments, environment and output, exiting with the
 * command's code. The CLI files call it only when run as the main module (`npm run …`), so tests
 * can import and call the command itself.
 */
export function runAsProcess(command: Command): void {
  const io = { env: process.env, stdout: process.stdout, stderr: process.stderr };
  void command(process.argv.slice(2), io).then((code) => {
    process.exitCode = code;
  });
}

/** An error's message, or the thrown value as text. */
export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/**
 * Writes the answer `work` resolves to on `io.stdout` and gives 0, or, when it throws, what
 * `describe` says of the failure on `io.stderr` and gives 1 (UPGRADE_EXIT_CODE when a database
 * file cannot be upgraded, as the server does): the frame of every command.
 */
export async function answerCommand(
  io: CommandIo,
  work: () => Promise<string>,
  describe: (error: unknown) => string,
): Promise<number> {
  try {
    io.stdout.write(`${await work()}\n`);
    return 0;
  } catch (error) {
    io.stderr.write(`${describe(error)}\n`);
    return error instanceof DatabaseUpgradeError ? error.exitCode : 1;
  }
}

/**
 * Reads a command's positionals and options from `args`; on an unknown option, prints the error
 * and the command's usage to `stderr` and gives null (the command then exits with 1).
 */
export function readCommandArguments<Options extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: Options,
  usage: string,
  stderr: CommandIo['stderr'],
) {
  try {
    return parseArgs({ args, allowPositionals: true, options });
  } catch (error) {
    stderr.write(`${errorMessage(error)}\n\n${usage}\n`);
    return null;
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

// Who runs a command, as its audit rows name them: a person and their system account.
export { describeCommandUser } from './command-actor';

/** A value as the operator would type it in a shell: quoted unless plainly safe. */
export function quoteForShell(value: string): string {
  return /^[\w.@+-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}
