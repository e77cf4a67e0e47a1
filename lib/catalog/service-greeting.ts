// lib/catalog: runs anywhere. The words a service's WhatsApp buttons prefill.
/** The greeting a service's (or its projects') WhatsApp buttons prefill: it names the service. */
export function getServiceGreeting(service: { title: string }): string {
  return `¡Hola! Me interesa el servicio «${service.title}». ¿Me pueden dar más información?`;
}
