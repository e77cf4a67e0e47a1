import type { WorkFieldSpec } from '@/lib/staff-area/client-work-forms';

/** How the dashboard names each invoice status. */
export const INVOICE_STATUS_NAMES = {
  pendiente: 'Pendiente',
  pagada: 'Pagada',
  vencida: 'Vencida',
} as const;

/** The fields of an invoice that can change after it is added (its number stays). */
export const INVOICE_FIELDS = [
  { name: 'concept', kind: 'text', hint: 'Lo que el cliente lee en su panel.' },
  { name: 'amount', kind: 'amount', label: 'Monto (MXN)', hint: 'En pesos, como 4500.50.' },
  {
    name: 'status',
    kind: 'select',
    label: 'Estado',
    options: Object.entries(INVOICE_STATUS_NAMES).map(([value, label]) => ({ value, label })),
  },
  { name: 'dueDate', kind: 'date' },
] as const satisfies readonly WorkFieldSpec[];
