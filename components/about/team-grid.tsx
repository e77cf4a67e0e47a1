import { Section } from '@/components/ui/section';
import type { TeamMember } from '@/lib/content/about';
import { TeamMemberCard } from './team-member-card';
import styles from './team-grid.module.scss';

/** The people behind every project. */
export function TeamGrid({ team }: { team: readonly TeamMember[] }) {
  return (
    <Section
      id="equipo"
      headingId="equipo-titulo"
      heading={{
        eyebrow: 'Equipo',
        title: 'Las personas que harán tu proyecto',
        lead: 'Sin intermediarios: quien te atiende por WhatsApp trabaja directamente con quien diseña y programa.',
      }}
      tinted
    >
      <ul className={styles.grid}>
        {team.map((member) => (
          <li key={member.name}>
            <TeamMemberCard member={member} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
