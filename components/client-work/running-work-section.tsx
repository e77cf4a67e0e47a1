'use client';

import type { ReactNode } from 'react';
import type { StaffSession } from '@/components/staff-area/staff-page';
import { sendClientWork, type RowIds } from '@/lib/staff-area/client-work-api';
import type { ClientWorkRoute } from '@/lib/staff-area/client-work-constants';
import type { WorkFieldSpec, WorkValues } from '@/lib/staff-area/client-work-forms';
import { EditEndActions } from './edit-end-actions';
import { WorkForm } from './work-form';
import { WorkItem, WorkSection, closeAndRefresh } from './work-section';

/** One row of the section, as it shows it and as its forms send it. */
export type RunningWorkRow = {
  key: number;
  title: string;
  /** The row as a sentence names it: "el servicio cafealtura.mx". */
  name: string;
  endedOn: string | null;
  facts: [term: string, value: ReactNode][];
  /** What its edit form starts with. */
  values: WorkValues;
  ids: RowIds;
  version: number;
  /** Shown under its facts: a project's progress bar. */
  children?: ReactNode;
};

type RunningWorkSectionProps<T> = {
  clientId: number;
  session: StaffSession;
  onChanged: () => Promise<void>;
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The text of the button and the form that add a row: "Agregar servicio". */
  addLabel: string;
  empty: string;
  /** What ending a row is called on its button, and what it does. */
  end: { label: string; hint: string };
  fields: readonly WorkFieldSpec[];
  /** What the add form starts with. */
  initial: WorkValues;
  routes: { add: ClientWorkRoute; edit: ClientWorkRoute; end: ClientWorkRoute };
  check: (value: unknown) => value is T;
  rows: RunningWorkRow[];
};

/**
 * A section of a client's page for what runs until it ends, a service or a project: its rows
 * and, for a manager, the forms that add, edit and end one.
 */
export function RunningWorkSection<T>({
  clientId,
  session,
  onChanged,
  id,
  title,
  addLabel,
  empty,
  end,
  fields,
  initial,
  routes,
  check,
  rows,
}: RunningWorkSectionProps<T>) {
  return (
    <WorkSection
      id={id}
      title={title}
      addLabel={session.canChange ? addLabel : undefined}
      renderAdd={(close) => (
        <WorkForm
          title={addLabel}
          fields={fields}
          initial={initial}
          submitLabel={addLabel}
          send={(values) => sendClientWork(routes.add, { clientId }, values, check)}
          onSaved={closeAndRefresh(close, onChanged)}
          onCancel={close}
          onExpired={session.onExpired}
        />
      )}
      empty={empty}
      count={rows.length}
    >
      {rows.map((row) => (
        <WorkItem key={row.key} title={row.title} endedOn={row.endedOn} facts={row.facts}>
          {row.children}
          {session.canChange && !row.endedOn && (
            <EditEndActions
              name={row.name}
              endLabel={end.label}
              endHint={end.hint}
              fields={fields}
              values={row.values}
              routes={routes}
              ids={row.ids}
              version={row.version}
              check={check}
              session={session}
              onChanged={onChanged}
            />
          )}
        </WorkItem>
      ))}
    </WorkSection>
  );
}
