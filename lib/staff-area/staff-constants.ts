// lib/staff-area: the contract's plain values (routes, roles, periods, groupings, filters, code pattern) for the browser. Runs anywhere; imports no zod.
import type { FilterKey, Grouping, Period, StaffRole } from './staff-contract';

// staff-contract.ts builds its zod schemas as it loads, so a browser module that imports one of
// its values ships them, and zod's union, literal and optional with them, in the chunk the client
// area's pages share (2.7 KB more on /login-cliente, and the dashboard past its 30 KB). The
// dashboard imports only types from the contract and these values, which
// __tests__/lib/staff-area/staff-constants.test.ts holds equal to the contract's.

export const STAFF_ROUTES = {
  signIn: '/agencia/sesion',
  code: '/agencia/sesion/codigo',
  session: '/agencia/sesion',
  signOut: '/agencia/sesion/cerrar',
  dashboard: '/agencia/estadisticas',
  dashboardCsv: '/agencia/estadisticas.csv',
  audit: '/agencia/auditoria',
} as const;

export const STAFF_ROLES = ['gerente', 'lector'] as const satisfies readonly StaffRole[];
export const STAFF_ROLE_LABELS = {
  gerente: 'Gerente',
  lector: 'Lectura',
} as const satisfies Record<StaffRole, string>;

export const CODE_PATTERN = /^(\d{6}|[A-Z0-9]{4}-[A-Z0-9]{4})$/;

export const PERIODS = [
  'hoy',
  '7d',
  '30d',
  '90d',
  '12m',
  'personalizado',
] as const satisfies readonly Period[];
export const GROUPINGS = ['dia', 'semana', 'mes'] as const satisfies readonly Grouping[];
export const FILTER_KEYS = [
  'pagina',
  'origen',
  'campana',
  'dispositivo',
  'lugar',
] as const satisfies readonly FilterKey[];
