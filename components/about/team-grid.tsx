import { Section } from '@/components/ui/section';
import type { TeamMember } from '@/lib/content/about';
import type { SectionHeadingContent } from '@/lib/content/pages';
import { TeamMemberCard } from './team-member-card';
import styles from './team-grid.module.scss';

type TeamGridProps = { heading: SectionHeadingContent; team: readonly TeamMember[] };

/** The people behind every project. */
export function TeamGrid({ heading, team }: TeamGridProps) {
  return (
    <Section id="equipo" headingId="equipo-titulo" heading={heading} tinted>
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
