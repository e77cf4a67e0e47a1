// lib/catalog: runs anywhere. The words the WhatsApp doors of a service's or a case's page prefill.
/** The greeting of a service's page (and of every WhatsApp door on it): it names the service. */
export function getServiceGreeting(service: { title: string }): string {
  return `¡Hola! Me interesa el servicio «${service.title}». ¿Me pueden dar más información?`;
}

/** The greeting of a case's page (and of every WhatsApp door on it): it names the client. */
export function getCaseGreeting(project: { clientName: string }): string {
  return `¡Hola! Vi el caso de ${project.clientName} y quiero algo parecido para mi negocio. ¿Me pueden dar más información?`;
}
