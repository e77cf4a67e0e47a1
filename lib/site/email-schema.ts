// lib/site: the e-mail rule of email.ts as a zod schema, for the contracts and commands that read their input with zod.
import * as z from '../content/zod';
import { readEmail } from './email';

/**
 * An e-mail read with `read` (the field rule `readEmail` unless told): its stored form, or one
 * issue with the reader's message.
 */
export function buildEmailSchema(
  read: (input: unknown) => { value: string } | { problem: string } = readEmail,
) {
  return z.pipe(
    z.unknown(),
    z.transform((input: unknown, context): string => {
      const email = read(input);
      if ('value' in email) return email.value;
      context.issues.push({ code: 'custom', message: email.problem, input });
      return z.NEVER;
    }),
  );
}
