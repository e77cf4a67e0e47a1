import { getInitials, type TeamMember } from '@/lib/content/about';
import styles from './team-member-card.module.scss';

const toneClasses: Record<TeamMember['tone'], string | undefined> = {
  green: styles.green,
  forest: styles.forest,
  ink: styles.ink,
  amber: styles.amber,
  mint: styles.mint,
};

/** One team member: an avatar with their initials, their name, role and what they do. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className={styles.card}>
      <span className={`${styles.avatar} ${toneClasses[member.tone] ?? ''}`} aria-hidden="true">
        {getInitials(member.name)}
      </span>
      <h3 className={styles.name}>{member.name}</h3>
      <p className={styles.role}>{member.role}</p>
      <p className={styles.bio}>{member.bio}</p>
    </article>
  );
}
