'use client';

import { CLIENT_WORK_ROUTES } from '@/lib/staff-area/client-work-constants';
import { isNewClientAnswer } from '@/lib/staff-area/client-work-answers';
import { sendClientWork } from '@/lib/staff-area/client-work-api';
import type { NewClientAnswer } from '@/lib/staff-area/client-work-contract';
import type { WorkFieldSpec } from '@/lib/staff-area/client-work-forms';
import { WorkForm } from './work-form';

const FIELDS = [
  { name: 'name', kind: 'text', label: 'Nombre de la persona' },
  { name: 'company', kind: 'text', label: 'Empresa' },
  {
    name: 'email',
    kind: 'email',
    label: 'Correo',
    hint: 'Con él entra a su panel de cliente; ahí le llega la invitación.',
  },
] as const satisfies readonly WorkFieldSpec[];

type NewClientFormProps = {
  onCreated: (answer: NewClientAnswer) => void;
  onCancel: () => void;
  onExpired: () => void;
};

/**
 * Adds a client, who gets an invitation by e-mail to choose their own password: nobody at the
 * agency sees or sets it.
 */
export function NewClientForm({ onCreated, onCancel, onExpired }: NewClientFormProps) {
  return (
    <WorkForm
      title="Agregar cliente"
      fields={FIELDS}
      initial={{}}
      submitLabel="Agregar cliente"
      description="Le enviamos a su correo una invitación para que elija su contraseña; nadie del equipo la ve. La invitación vence en 7 días y puedes reenviarla desde su página."
      send={(values) =>
        sendClientWork(CLIENT_WORK_ROUTES.createClient, {}, values, isNewClientAnswer)
      }
      onSaved={onCreated}
      onCancel={onCancel}
      onExpired={onExpired}
    />
  );
}
