'use client';

import type { StaffSession } from '@/components/staff-area/staff-page';
import { toMexicoCityDate } from '@/lib/site/mexico-city-date';
import { sendClientWork, type RowIds } from '@/lib/staff-area/client-work-api';
import type { ClientWorkRoute } from '@/lib/staff-area/client-work-constants';
import type { WorkFieldSpec, WorkValues } from '@/lib/staff-area/client-work-forms';
import { formAction, RowActions } from './row-actions';

type EditEndActionsProps<T> = {
  /** The row as a sentence names it: "el servicio cafealtura.mx". */
  name: string;
  /** What ending it is called on its button: "Terminar servicio". */
  endLabel: string;
  /** What ending it does, said under the day. */
  endHint: string;
  fields: readonly WorkFieldSpec[];
  values: WorkValues;
  routes: { edit: ClientWorkRoute; end: ClientWorkRoute };
  ids: RowIds;
  version: number;
  check: (value: unknown) => value is T;
  session: StaffSession;
  onChanged: () => Promise<void>;
};

/** "Editar" and "Terminar" for a service or a project, each sent with the version it was read at. */
export function EditEndActions<T>({
  name,
  endLabel,
  endHint,
  fields,
  values,
  routes,
  ids,
  version,
  check,
  session,
  onChanged,
}: EditEndActionsProps<T>) {
  const send = (route: ClientWorkRoute) => (typed: WorkValues) =>
    sendClientWork(route, ids, { ...typed, version }, check);
  return (
    <RowActions
      actions={[
        formAction({
          key: 'edit',
          label: 'Editar',
          name: `Editar ${name}`,
          fields,
          initial: values,
          submitLabel: 'Guardar cambios',
          send: send(routes.edit),
          session,
          onChanged,
          versioned: true,
        }),
        formAction({
          key: 'end',
          label: 'Terminar',
          name: `Terminar ${name}`,
          fields: [{ name: 'endedOn', kind: 'date', hint: endHint }],
          initial: { endedOn: toMexicoCityDate() },
          submitLabel: endLabel,
          send: send(routes.end),
          session,
          onChanged,
          versioned: true,
        }),
      ]}
    />
  );
}
