/**
 * The structured data a page gives search engines, checked against what schema.org and Google's
 * rich results ask of each type this site uses: the required properties, absolute URLs, and the
 * nested types. Returns one line per problem; none for valid data.
 */
type Node = Record<string, unknown>;

const REQUIRED: Record<string, string[]> = {
  Service: ['name', 'description', 'url', 'provider', 'areaServed'],
  FAQPage: ['mainEntity'],
  BreadcrumbList: ['itemListElement'],
  CreativeWork: ['name', 'description', 'url', 'image', 'creator'],
  ItemList: ['itemListElement'],
  BlogPosting: ['headline', 'image', 'datePublished', 'author'],
  ProfessionalService: ['name', 'url', 'address'],
};

const isAbsolute = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]/.test(value);

export function checkJsonLd(data: Node): string[] {
  const problems: string[] = [];
  const type = String(data['@type']);
  if (data['@context'] !== 'https://schema.org')
    problems.push(`${type}: @context no es https://schema.org`);
  const required = REQUIRED[type];
  if (!required) return [...problems, `${type}: tipo desconocido`];
  for (const property of required) {
    const value = data[property];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
      problems.push(`${type}: falta ${property}`);
  }
  for (const property of ['url', 'image']) {
    if (data[property] !== undefined && !isAbsolute(data[property]))
      problems.push(`${type}: ${property} no es una URL absoluta`);
  }
  if (type === 'Service' || type === 'CreativeWork') {
    const agency = (data.provider ?? data.creator) as Node | undefined;
    if (!agency?.name || !isAbsolute(agency.url))
      problems.push(`${type}: provider/creator sin nombre o URL`);
  }
  if (type === 'FAQPage') {
    for (const [index, question] of ((data.mainEntity as Node[]) ?? []).entries()) {
      const answer = question.acceptedAnswer as Node | undefined;
      if (question['@type'] !== 'Question' || !question.name)
        problems.push(`FAQPage: mainEntity[${index}] no es una Question con name`);
      if (answer?.['@type'] !== 'Answer' || !answer.text)
        problems.push(`FAQPage: mainEntity[${index}] sin acceptedAnswer.text`);
    }
  }
  if (type === 'BreadcrumbList' || type === 'ItemList') {
    for (const [index, item] of ((data.itemListElement as Node[]) ?? []).entries()) {
      if (item['@type'] !== 'ListItem' || item.position !== index + 1)
        problems.push(`${type}: itemListElement[${index}] no es el ListItem ${index + 1}`);
      if (!item.name || !isAbsolute(item.item ?? item.url))
        problems.push(`${type}: itemListElement[${index}] sin nombre o URL absoluta`);
    }
  }
  return problems;
}
