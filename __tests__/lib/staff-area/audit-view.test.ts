import {
  buildAuditQuery,
  getFirstPage,
  hasAuditFilters,
  readAuditView,
  writeAuditView,
} from '@/lib/staff-area/audit-view';
import { auditQuerySchema } from '@/lib/staff-area/staff-contract';

const CURSOR = '1795708680000-42-1';

describe('the audit log view in the URL', () => {
  it('reads what it writes, in one order, and the newest page unfiltered as no query', () => {
    const view = {
      before: CURSOR,
      to: '2026-11-30',
      from: '2026-11-01',
      subject: 'CV-1042',
      person: 'Marta Ruíz',
      kind: 'cambio' as const,
    };
    const search = writeAuditView(view);
    expect(search).toBe(
      `?tipo=cambio&persona=Marta+Ru%C3%ADz&sobre=CV-1042&desde=2026-11-01&hasta=2026-11-30&antes=${CURSOR}`,
    );
    expect(readAuditView(search)).toEqual(view);
    expect(writeAuditView({})).toBe('');
    expect(writeAuditView({ person: '  ' })).toBe('');
  });

  it('leaves out a kind, day, cursor or text the API would refuse', () => {
    expect(
      readAuditView(`?tipo=todo&desde=2026-02-30&hasta=ayer&antes=42&persona=${'a'.repeat(255)}`),
    ).toEqual({});
    expect(readAuditView('?persona=%20marta%20&sobre=')).toEqual({ person: 'marta' });
  });

  it('asks the API with the query the contract reads, every value as the URL has it', () => {
    const view = readAuditView(`?tipo=acceso&persona=ñandú&desde=2026-11-01&antes=${CURSOR}`);
    const query = Object.fromEntries(new URLSearchParams(buildAuditQuery(view)));
    expect(auditQuerySchema.parse(query)).toEqual({
      tipo: 'acceso',
      persona: 'ñandú',
      desde: '2026-11-01',
      antes: { occurredAt: 1795708680000, id: 42, source: 1 },
    });
  });

  it('tells a filtered view from its page', () => {
    expect(hasAuditFilters({ before: CURSOR })).toBe(false);
    expect(hasAuditFilters({ kind: 'lectura', before: CURSOR })).toBe(true);
    expect(writeAuditView(getFirstPage({ kind: 'lectura', before: CURSOR }))).toBe('?tipo=lectura');
  });
});
