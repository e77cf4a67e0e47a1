'use client';

import { useFocusOnMount } from '@/components/hooks/use-focus-on-mount';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/site/paths';
import type { LinkProblemReason } from './use-account-link';
import styles from './account-card.module.scss';

const PROBLEMS = {
  usado: {
    title: 'Este enlace ya se usó',
    text: 'Cada enlace sirve una sola vez. Si ya elegiste tu contraseña con él, inicia sesión; si no, pide un enlace nuevo.',
  },
  vencido: {
    title: 'Este enlace venció',
    text: 'Por seguridad, un enlace para restablecer la contraseña dura 1 hora y una invitación, 7 días. Pide un enlace nuevo y usa el más reciente que te llegue.',
  },
  invalido: {
    title: 'Este enlace no funciona',
    text: 'Puede que se haya cortado al copiarlo o que le falte una parte. Ábrelo otra vez desde tu correo o pide un enlace nuevo.',
  },
  'sin-enlace': {
    title: 'Falta tu enlace',
    text: 'Esta página se abre desde el enlace que te enviamos por correo. Ábrelo otra vez desde el mensaje o pide un enlace nuevo.',
  },
} as const satisfies Record<LinkProblemReason, { title: string; text: string }>;

/** How to ask the agency for a new invitation: the line, and its WhatsApp link's label and URL. */
export type InvitationHelp = { text: string; linkLabel: string; url: string };

type LinkProblemProps = {
  reason: LinkProblemReason;
  invitationHelp: InvitationHelp;
  /** It replaced the form, which had the focus: the focus moves to its heading. */
  afterForm: boolean;
};

/** Why the link cannot be used, and how to get one that can. */
export function LinkProblem({ reason, invitationHelp, afterForm }: LinkProblemProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { title, text } = PROBLEMS[reason];
  return (
    <section className={styles.card} aria-labelledby="enlace-problema">
      <h2
        id="enlace-problema"
        className={styles.heading}
        ref={afterForm ? heading : undefined}
        tabIndex={-1}
      >
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <ButtonLink href={paths.forgotPassword} size="sm">
          Pedir un enlace nuevo
        </ButtonLink>
        <ButtonLink href={paths.login} size="sm" variant="secondary">
          Iniciar sesión
        </ButtonLink>
      </div>
      <p className={styles.note} data-lugar="ayuda-acceso">
        {invitationHelp.text}{' '}
        <a href={invitationHelp.url} target="_blank" rel="noopener noreferrer">
          {invitationHelp.linkLabel}
        </a>
      </p>
    </section>
  );
}
