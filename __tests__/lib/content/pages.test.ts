/** @jest-environment node */
import { z } from 'zod';
import { describeContentError } from '@/lib/content/content-error';
import { template, whatsappMessage } from '@/lib/content/fields';
import { getPagesContent } from '@/lib/content/pages';

function problemsOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('the content was accepted');
  return describeContentError('content/pages.json', result.error);
}

describe('getPagesContent', () => {
  it('loads the intros, headings and WhatsApp messages of content/pages.json', () => {
    const pages = getPagesContent();
    expect(pages.blog.intro.title).toBe('Ideas y guías para hacer crecer tu negocio en internet');
    expect(pages.transfer.intro.title).toContain('{provider}');
    expect(pages.panel.supportWhatsappMessage).toContain('{company}');
    expect(pages.home.services.quoteWhatsappMessage).toMatch(/cotizarlo/);
  });
});

describe('template', () => {
  const schema = z.strictObject({ title: template('city') });

  it('accepts a text that uses exactly its placeholders', () => {
    expect(schema.parse({ title: 'Oficina en la {city}' })).toEqual({
      title: 'Oficina en la {city}',
    });
  });

  it('refuses a missing placeholder and an unknown one, naming the field', () => {
    expect(problemsOf(schema, { title: 'Oficina en la {ciudad}' }).split('\n')).toEqual([
      'content/pages.json: title: debe incluir {city}',
      'content/pages.json: title: {ciudad} no se puede usar aquí (marcadores posibles: {city})',
    ]);
  });
});

describe('whatsappMessage', () => {
  it('keeps the message exactly as written and refuses a blank one', () => {
    expect(whatsappMessage.parse('Mi factura es: ')).toBe('Mi factura es: ');
    expect(problemsOf(z.object({ mensaje: whatsappMessage }), { mensaje: '  ' })).toBe(
      'content/pages.json: mensaje: no puede estar vacío',
    );
  });
});
