import {
  isAuditPage,
  isDashboardData,
  isSignedIn,
  isSignInStep,
} from '@/lib/staff-area/staff-answers';
import {
  auditPageSchema,
  dashboardDataSchema,
  signedInSchema,
  signInStepSchema,
} from '@/lib/staff-area/staff-contract';
import {
  auditEntries,
  dashboardData,
  recoveryCodes,
  staffEnrolment,
  staffReader,
} from '../../fixtures/staff-dashboard';
import { expectAgreement } from '../../fixtures/answer-agreement';

describe('the browser’s checks of the staff API’s answers', () => {
  it('accept and refuse what the contract’s schemas accept and refuse', () => {
    expectAgreement(isSignInStep, signInStepSchema, [
      { step: 'codigo' },
      { step: 'inscripcion', enrolment: staffEnrolment },
      { step: 'inscripcion' },
      { step: 'inscripcion', enrolment: { ...staffEnrolment, qrSvg: 1 } },
      { step: 'otro' },
      null,
    ]);
    expectAgreement(isSignedIn, signedInSchema, [
      { staff: staffReader },
      { staff: staffReader, recoveryCodes },
      { staff: { ...staffReader, role: 'dueño' } },
      { staff: staffReader, recoveryCodes: [1] },
      {},
    ]);
    expectAgreement(isDashboardData, dashboardDataSchema, [
      dashboardData,
      { ...dashboardData, pages: null },
      { ...dashboardData, totals: { ...dashboardData.totals, visits: '1' } },
      { ...dashboardData, period: { from: '26/11/2026', to: '2026-11-26' } },
      { ...dashboardData, series: [{ ...dashboardData.series[0], previousClicks: undefined }] },
      { ...dashboardData, places: [{ path: '/', place: 'pie' }] },
      { ...dashboardData, grouping: 'hora' },
      { ...dashboardData, clicksCounted: 'no' },
      { ...dashboardData, previous: { ...dashboardData.previous, kind: 'semana' } },
      {
        ...dashboardData,
        previous: { ...dashboardData.previous, until: '2026-11-26T12:00:00.000Z' },
      },
      { ...dashboardData, previous: { ...dashboardData.previous, until: '26 nov 2026, 12:00' } },
      { ...dashboardData, series: [{ ...dashboardData.series[0], partial: 'terminado' }] },
      { ...dashboardData, series: [{ ...dashboardData.series[0], previousDays: null }] },
      { ...dashboardData, series: [{ ...dashboardData.series[0], previousDays: { from: 1 } }] },
      { ...dashboardData, services: [{ path: '/servicios/seo', visits: 1 }] },
      [],
    ]);
    const page = { entries: auditEntries, next: null };
    const [entry] = auditEntries;
    expectAgreement(isAuditPage, auditPageSchema, [
      page,
      { ...page, next: '1795708800000-42-1' },
      { ...page, entries: [{ ...entry, actor: null }] },
      { ...page, entries: [{ ...entry, kind: 'borrado' }] },
      { ...page, entries: [{ ...entry, changes: 'Concepto: Sitio' }] },
      { ...page, entries: [{ ...entry, changes: [{ field: 'Monto', before: 1, after: '2' }] }] },
      { ...page, entries: [{ ...entry, address: undefined }] },
      { ...page, entries: [{ ...entry, attempts: 0 }] },
      { ...page, entries: [{ ...entry, attempts: 1.5 }] },
      { ...page, next: 2 },
      { ...page, next: undefined },
      { ...page, entries: 'ninguna' },
    ]);
  });
});
