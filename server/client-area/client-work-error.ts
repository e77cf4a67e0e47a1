import type { ClientWorkField } from '../../lib/staff-area/client-work-constants';

/**
 * A refusal of the client work, the same for the command and the dashboard: bad input names its
 * field (each door puts the field's name before the message), the rest is a whole Spanish
 * sentence. Nothing has changed when one is thrown.
 */
export class ClientWorkError extends Error {
  constructor(
    message: string,
    readonly kind: 'input' | 'not-found' | 'conflict',
    readonly field?: ClientWorkField,
  ) {
    super(message);
    this.name = 'ClientWorkError';
  }
}

export const notFound = (message: string) => new ClientWorkError(message, 'not-found');
export const conflict = (message: string) => new ClientWorkError(message, 'conflict');
