import { homeSectionPath, navigation, paths, staticPages } from '@/lib/site/routes';
import { staffPaths } from '@/lib/site/staff-paths';

const knownPaths = new Set<string>(Object.values(paths));
const homeSections = ['inicio', 'servicios', 'proyectos'];

describe('routes', () => {
  it('gives every fixed page the path spelled in one place', () => {
    // The dashboard's other pages are spelled apart, out of the public pages' JavaScript.
    const spelled: Record<string, string> = {
      ...paths,
      staffClients: staffPaths.clients,
      staffCfdi: staffPaths.cfdi,
      staffOutbox: staffPaths.outbox,
      staffAudit: staffPaths.audit,
    };
    for (const [key, page] of Object.entries(staticPages)) expect(page.path).toBe(spelled[key]);
  });

  it('builds a home section path from its id', () => {
    expect(homeSectionPath('servicios')).toBe('/#servicios');
  });

  it('links every navigation item to a page or a home section of the site', () => {
    const hrefs = [
      ...navigation.main.map((item) =>
        item.kind === 'section' ? homeSectionPath(item.sectionId) : item.href,
      ),
      ...navigation.company.map((link) => link.href),
      navigation.highlight.href,
      ...navigation.footer.flatMap((column) => column.links.map((link) => link.href)),
    ];
    for (const href of hrefs) {
      const [pathname, section] = href.split('#');
      expect(knownPaths).toContain(pathname);
      if (section !== undefined) expect(homeSections).toContain(section);
    }
  });
});
