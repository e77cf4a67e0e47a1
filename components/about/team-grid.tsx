import type { TeamMember } from '@/lib/content/about';
import { AboutSection } from './about-section';
import { TeamMemberCard } from './team-member-card';
import styles from './team-grid.module.scss';

/** The people behind every project. */
export function TeamGrid({ team }: { team: readonly TeamMember[] }) {
  return (
    <AboutSection
      id="equipo"
      eyebrow="Equipo"
      title="Las personas que harán tu proyecto"
      lead="Sin intermediarios: quien te atiende por WhatsApp trabaja directamente con quien diseña y programa."
      tinted
    >
      <ul className={styles.grid}>
        {team.map((member) => (
          <li key={member.name}>
            <TeamMemberCard member={member} />
          </li>
        ))}
      </ul>
    </AboutSection>
  );
}
