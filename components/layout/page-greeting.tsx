import type { ReactNode } from 'react';

type PageGreetingProps = {
  /** What the page's WhatsApp doors prefill: the in-page ones and the site chrome's. */
  greeting: string;
  children: ReactNode;
};

/**
 * Holds a page's content and declares its WhatsApp greeting (`PAGE_GREETING_ATTRIBUTE`), so the
 * floating button, the mobile menu and the footer name what the visitor is reading: in the
 * exported HTML (deploy/page-greetings.ts) and after a client-side navigation (`PageGreetingSync`).
 */
export function PageGreeting({ greeting, children }: PageGreetingProps) {
  return <div data-whatsapp-greeting={greeting}>{children}</div>;
}
