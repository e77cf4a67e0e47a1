import { render, screen } from '@testing-library/react';
import { EmailLink } from '@/components/ui/email-link';
import { siteConfig } from '@/lib/site/site-config';

describe('EmailLink', () => {
  it('links to the agency address and shows it whole', () => {
    render(<EmailLink />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', `mailto:${siteConfig.email}`);
    // A copied address has no space nor invisible character in it.
    expect(link.textContent).toBe(siteConfig.email);
  });

  it('offers a line break right after the «@», and none inside the domain', () => {
    render(<EmailLink />);
    const breaks = screen.getByRole('link').querySelectorAll('wbr');
    expect(breaks).toHaveLength(1);
    expect(breaks[0]?.previousSibling?.textContent).toMatch(/@$/);
    expect(breaks[0]?.nextSibling?.textContent).toBe(siteConfig.email.split('@')[1]);
  });
});
