'use client';

import type { StaffSession } from '@/components/staff-area/staff-page';
import { toMexicoCityDate } from '@/lib/site/mexico-city-date';
import { sendClientWork, type RowIds } from '@/lib/staff-area/client-work-api';
import type { ClientWorkRoute } from '@/lib/staff-area/client-work-constants';
import type { WorkFieldSpec, WorkValues } from '@/lib/staff-area/client-work-forms';
import { RowActions } from './row-actions';
import { WorkForm } from './work-form';
import { closeAndRefresh } from './work-section';

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
  const form = (
    title: string,
    route: ClientWorkRoute,
    formFields: readonly WorkFieldSpec[],
    initial: WorkValues,
    submitLabel: string,
  ) =>
    function render(close: () => void) {
      return (
        <WorkForm
          title={title}
          fields={formFields}
          initial={initial}
          submitLabel={submitLabel}
          send={(typed) => sendClientWork(route, ids, { ...typed, version }, check)}
          onSaved={closeAndRefresh(close, onChanged)}
          onCancel={close}
          onReload={onChanged}
          onExpired={session.onExpired}
        />
      );
    };
  const endFields = [{ name: 'endedOn', kind: 'date', hint: endHint }] as const;
  return (
    <RowActions
      actions={[
        {
          key: 'edit',
          label: 'Editar',
          name: `Editar ${name}`,
          render: form(`Editar ${name}`, routes.edit, fields, values, 'Guardar cambios'),
        },
        {
          key: 'end',
          label: 'Terminar',
          name: `Terminar ${name}`,
          render: form(
            `Terminar ${name}`,
            routes.end,
            endFields,
            { endedOn: toMexicoCityDate() },
            endLabel,
          ),
        },
      ]}
    />
  );
}
