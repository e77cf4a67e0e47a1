import { checkCatalog } from '@/lib/catalog/catalog';
import { getCaseGreeting, getServiceGreeting } from '@/lib/catalog/catalog-greeting';

describe('catalog greetings', () => {
  const { services, projects } = checkCatalog();

  it("names each service, and each case's client, differently", () => {
    const greetings = [...services.map(getServiceGreeting), ...projects.map(getCaseGreeting)];
    expect(new Set(greetings).size).toBe(services.length + projects.length);
    for (const service of services)
      expect(getServiceGreeting(service)).toContain(`«${service.title}»`);
    for (const project of projects) {
      expect(getCaseGreeting(project)).toBe(
        `¡Hola! Vi el caso de ${project.clientName} y quiero algo parecido para mi negocio. ¿Me pueden dar más información?`,
      );
    }
  });
});
