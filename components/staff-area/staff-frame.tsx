import type { ReactNode } from 'react';
import { BrandLink } from '@/components/layout/brand-link';
import { LinkNavigation } from '@/components/layout/link-navigation';
import { NavigationSpinner } from '@/components/layout/navigation-spinner';
import { StaffBar } from './staff-bar';
import { StaffSessionProvider } from './staff-session-context';
import styles from './staff-frame.module.scss';

/**
 * The staff pages' `<body>`: a slim bar with the agency's mark, the sections and who is signed
 * in, and the page. None of the public site's header, footer, floating buttons, consent or visit
 * counter.
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  return (
    <StaffSessionProvider>
      <a href="#contenido" className="skipLink">
        Saltar al contenido
      </a>
      <header className={styles.bar}>
        <BrandLink staff className={styles.mark} />
        <StaffBar />
      </header>
      <main id="contenido" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <NavigationSpinner />
      <LinkNavigation />
    </StaffSessionProvider>
  );
}
