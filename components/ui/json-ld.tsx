import { serializeJsonLd } from '@/lib/seo/json-ld';

/** Structured data for search engines (a data block: it is never executed). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
