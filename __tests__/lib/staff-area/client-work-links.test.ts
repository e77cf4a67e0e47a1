import {
  buildClientSearch,
  buildOutboxSearch,
  readChosenClient,
  readOutboxFilter,
} from '@/lib/staff-area/client-work-links';

describe('client work links', () => {
  it('reads the chosen client from the query, and nothing else', () => {
    expect(readChosenClient(buildClientSearch(7))).toBe(7);
    expect(readChosenClient('?cliente=07')).toBeNull();
    expect(readChosenClient('')).toBeNull();
  });

  it('keeps the outbox’s filter in the query, every message without one', () => {
    for (const filter of ['todos', 'pendiente', 'enviado', 'fallido'] as const)
      expect(readOutboxFilter(buildOutboxSearch(filter))).toBe(filter);
    expect(buildOutboxSearch('todos')).toBe('');
    expect(readOutboxFilter('?estado=fallidos')).toBe('todos');
    expect(readOutboxFilter('?estado=')).toBe('todos');
  });
});
