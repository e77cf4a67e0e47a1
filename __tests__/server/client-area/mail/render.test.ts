/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatPesosFromCents, formatSpanishDate } from '@/lib/site/format';
import { siteConfig } from '@/lib/site/site-config';
import type {
  MessageData,
  MessageTemplate,
  RenderedMessage,
} from '@/server/client-area/mail/message-types';
import { isMessageTemplate } from '@/server/client-area/mail/message-schemas';
import { renderMessage } from '@/server/client-area/mail/render';
import { MESSAGE_SAMPLES } from '@/server/client-area/mail/samples';

const run = promisify(execFile);

/**
 * Renders every case with `renderMessage` in one Node process under tsx, as the server runs it:
 * @react-email/render loads react-dom/server with a dynamic `import()`, which Jest's module
 * system cannot run. A case that throws answers with its message.
 */
const RENDER_SCRIPT = `
const { readFileSync } = require('node:fs');
const { renderMessage } = require('./server/client-area/mail/render.ts');
(async () => {
  const answers = [];
  for (const { template, data } of JSON.parse(readFileSync(0, 'utf8'))) {
    answers.push(await renderMessage(template, data).catch((error) => ({ error: error.message })));
  }
  process.stdout.write(JSON.stringify(answers));
})();
`;

type Case = { template: MessageTemplate; data: unknown };

async function renderInTsx(cases: Case[]): Promise<RenderedMessage[]> {
  const child = run(process.execPath, ['--import', 'tsx', '--eval', RENDER_SCRIPT], {
    maxBuffer: 64 * 1024 * 1024,
  });
  child.child.stdin?.end(JSON.stringify(cases));
  const answers = JSON.parse((await child).stdout) as (RenderedMessage | { error: string })[];
  return answers.map((answer, index) => {
    if ('error' in answer) throw new Error(`${cases[index]?.template}: ${answer.error}`);
    return answer;
  });
}

type Expectations<T extends MessageTemplate> = {
  /** Where the message's one button goes. */
  action: (data: MessageData[T]) => string;
  /** What the plain-text part must say for the message to be of use. */
  figures: (data: MessageData[T]) => string[];
  /** Reminders: the panel where they are turned off, linked in the footer. */
  remindersLink?: (data: MessageData[T]) => string;
};

const invoiceFigures = (data: MessageData['factura_nueva']) => [
  data.number,
  formatPesosFromCents(data.amountCents),
  formatSpanishDate(data.dueDate),
];

const EXPECTED: { [T in MessageTemplate]: Expectations<T> } = {
  invitacion: {
    action: (data) => data.link,
    figures: (data) => [data.company, data.email, '9 de diciembre de 2026 a las 11:30'],
  },
  restablecer: { action: (data) => data.link, figures: () => ['1 hora', 'no cambia'] },
  contrasena_cambiada: {
    action: (data) => data.loginLink,
    figures: () => ['2 de diciembre de 2026 a las 12:45', siteConfig.email],
  },
  factura_nueva: { action: (data) => data.paymentLink, figures: invoiceFigures },
  factura_por_vencer: {
    action: (data) => data.paymentLink,
    figures: (data) => [...invoiceFigures(data), 'vence en 3 días'],
    remindersLink: (data) => data.panelLink,
  },
  factura_vencida: {
    action: (data) => data.paymentLink,
    figures: (data) => [...invoiceFigures(data), 'hace 7 días'],
    remindersLink: (data) => data.panelLink,
  },
  pago_recibido: {
    action: (data) => data.panelLink,
    figures: (data) => [data.number, '$4,500.00', '1 de diciembre de 2026', data.reference],
  },
  cfdi_emitido: {
    action: (data) => data.downloadUrl ?? data.panelLink,
    figures: (data) => [data.number, data.uuid],
  },
  renovacion: {
    action: (data) => data.panelLink,
    figures: (data) => [data.domain, data.hostingPlan, '5 cuentas de correo', '1 de enero de 2027'],
    remindersLink: (data) => data.panelLink,
  },
  equipo_cfdi_solicitado: {
    action: (data) => data.queueLink,
    figures: (data) => [data.company, data.number, '$4,500.00', data.rfc, data.clientEmail],
  },
  equipo_entrega_fallida: {
    action: (data) => data.outboxLink,
    figures: (data) => [data.recipient, data.summary, data.reason],
  },
};

const TEMPLATES = Object.keys(EXPECTED).filter(isMessageTemplate);

const HOSTILE = '<script>alert("x")</script>\r\nBcc: intruso@ejemplo.mx\u2028\u0085Fin';

/** Data beyond the samples: each case names what it checks. */
const VARIANTS = {
  hostileNames: {
    template: 'equipo_cfdi_solicitado',
    data: { ...MESSAGE_SAMPLES.equipo_cfdi_solicitado, clientName: HOSTILE, company: HOSTILE },
  },
  dueTomorrow: {
    template: 'factura_por_vencer',
    data: { ...MESSAGE_SAMPLES.factura_por_vencer, daysLeft: 1 },
  },
  dueToday: {
    template: 'factura_por_vencer',
    data: { ...MESSAGE_SAMPLES.factura_por_vencer, daysLeft: 0 },
  },
  oneDayLate: {
    template: 'factura_vencida',
    data: { ...MESSAGE_SAMPLES.factura_vencida, daysLate: 1 },
  },
  oneMailbox: {
    template: 'renovacion',
    data: { ...MESSAGE_SAMPLES.renovacion, mailboxes: 1, daysLeft: 7 },
  },
  cfdiWithoutLink: {
    template: 'cfdi_emitido',
    data: { ...MESSAGE_SAMPLES.cfdi_emitido, downloadUrl: null },
  },
  paymentWithoutReference: {
    template: 'pago_recibido',
    data: { ...MESSAGE_SAMPLES.pago_recibido, reference: '' },
  },
} satisfies Record<string, Case>;

let rendered: RenderedMessage[] = [];
const VARIANT_NAMES = Object.keys(VARIANTS) as (keyof typeof VARIANTS)[];
/** The `index`th message of the one run before the tests. */
function pick(index: number): RenderedMessage {
  const message = rendered[index];
  if (!message) throw new Error(`No se renderizó el caso ${index}`);
  return message;
}
/** A template rendered with its sample. */
const sample = (template: MessageTemplate) => pick(TEMPLATES.indexOf(template));
/** A variant, rendered in the same run. */
const variant = (name: keyof typeof VARIANTS) =>
  pick(TEMPLATES.length + VARIANT_NAMES.indexOf(name));

beforeAll(async () => {
  rendered = await renderInTsx([
    ...TEMPLATES.map((template) => ({ template, data: MESSAGE_SAMPLES[template] })),
    ...VARIANT_NAMES.map((name) => VARIANTS[name]),
  ]);
}, 60_000);

/** The HTML's attribute and text escaping undone for the one entity URLs carry. */
const unescapeAmp = (html: string) => html.replaceAll('&amp;', '&');

/** Every `href` of the HTML, and those of the button. */
function readLinks(html: string) {
  const anchors = [...html.matchAll(/<a\b[^>]*>/g)].map(([tag]) => tag);
  const hrefOf = (tag: string) => unescapeAmp(/\bhref="([^"]*)"/.exec(tag)?.[1] ?? '');
  return {
    all: anchors.map(hrefOf),
    buttons: anchors.filter((tag) => /\bclass="button"/.test(tag)).map(hrefOf),
  };
}

/** The addresses written anywhere in the HTML, the doctype's DTD (never fetched) aside. */
const readUrls = (html: string) =>
  unescapeAmp(html.replace(/^<!DOCTYPE[^>]*>/i, '')).match(/https?:\/\/[^\s"'<>)]+/g) ?? [];

/** The checks every template passes with its sample (generic, so data and expectations agree). */
function describeTemplate<T extends MessageTemplate>(template: T) {
  const data = MESSAGE_SAMPLES[template];
  const expected: Expectations<T> = EXPECTED[template];

  it('is in Spanish, with a one-line subject that is also its title', () => {
    const { subject, html } = sample(template);
    expect(html).toMatch(/<html[^>]* lang="es"/);
    expect(subject.trim()).not.toBe('');
    expect(subject).not.toMatch(/[\r\n]/);
    expect(html).toContain(`<title>${subject.replaceAll('&', '&amp;')}</title>`);
  });

  it('has one button, to the data’s link, and no other link but the footer’s', () => {
    const links = readLinks(sample(template).html);
    expect(links.buttons).toEqual([expected.action(data)]);
    const reminders = expected.remindersLink ? [expected.remindersLink(data)] : [];
    const footer = [siteConfig.url, ...reminders];
    expect(links.all.sort()).toEqual([expected.action(data), ...footer].sort());
  });

  it('loads nothing: no image, stylesheet, font, script or remote address', () => {
    const { html } = sample(template);
    expect(html).not.toMatch(/<img|<link|<script|<iframe|url\(|@import|@font-face/i);
    const allowed = new Set([
      siteConfig.url,
      ...Object.values(data).filter((value): value is string => typeof value === 'string'),
    ]);
    for (const url of readUrls(html)) expect(allowed).toContain(url);
  });

  it('says the same in its plain-text part: the link and the key figures', () => {
    const { text } = sample(template);
    expect(text).toContain(expected.action(data));
    for (const figure of expected.figures(data)) expect(text).toContain(figure);
    expect(text).not.toMatch(/<\/?(?:p|td|tr|table|a|span|strong|h1|div)\b/);
  });
}

describe('the e-mail templates', () => {
  it('has a sample and expectations for every template', () => {
    expect(Object.keys(MESSAGE_SAMPLES).sort()).toEqual([...TEMPLATES].sort());
  });

  describe.each(TEMPLATES)('%s, rendered with its sample', describeTemplate);

  it('escapes the data and keeps it out of the subject’s header lines', () => {
    const { subject, html, text } = variant('hostileNames');
    expect(subject).toBe(
      'Solicitud de CFDI: factura CV-1042 de <script>alert("x")</script> Bcc: intruso@ejemplo.mx Fin',
    );
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(text).toContain('<script>alert("x")</script>');
  });

  it('counts days and mailboxes in the right number', () => {
    expect(variant('dueTomorrow').subject).toBe('Tu factura CV-1042 vence en 1 día');
    expect(variant('dueToday').subject).toBe('Tu factura CV-1042 vence hoy');
    expect(variant('oneDayLate').subject).toBe('Tu factura CV-1042 venció hace 1 día');
    expect(variant('oneMailbox').subject).toBe(
      'Tu servicio panaderialaespiga.mx se renueva en 7 días',
    );
    expect(variant('oneMailbox').text).toContain('1 cuenta de correo');
  });

  it('leads to the panel when a CFDI has no download link', () => {
    const { html, text } = variant('cfdiWithoutLink');
    expect(readLinks(html).buttons).toEqual([MESSAGE_SAMPLES.cfdi_emitido.panelLink]);
    expect(text).toContain('Ver en tu panel');
    expect(text).not.toContain('Descarga');
  });

  it('leaves out the payment reference when the payment has none', () => {
    expect(variant('paymentWithoutReference').text).not.toContain('Referencia');
  });

  it('refuses an unknown template, naming it', async () => {
    await expect(renderMessage('factura_inventada', {})).rejects.toThrow('factura_inventada');
    await expect(renderMessage('toString', {})).rejects.toThrow('«toString»');
  });

  it('refuses data that does not fit, naming the fields', async () => {
    const { amountCents, ...withoutAmount } = MESSAGE_SAMPLES.factura_nueva;
    expect(amountCents).toBeGreaterThan(0);
    await expect(renderMessage('factura_nueva', withoutAmount)).rejects.toThrow(
      /factura_nueva.*amountCents/,
    );
    await expect(
      renderMessage('factura_nueva', {
        ...MESSAGE_SAMPLES.factura_nueva,
        paymentLink: 'javascript:alert(1)',
      }),
    ).rejects.toThrow('paymentLink');
    await expect(renderMessage('renovacion', null)).rejects.toThrow('renovacion');
  });

  it('writes every sample, its text and an index with `npm run correos:muestras`', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'correo-muestras-'));
    try {
      const script = JSON.parse(readFileSync('package.json', 'utf8')).scripts['correos:muestras'];
      expect(script).toBe('tsx server/client-area/mail/write-samples.ts');
      const { stdout } = await run(process.execPath, [
        '--import',
        'tsx',
        'server/client-area/mail/write-samples.ts',
        folder,
      ]);
      expect(stdout).toContain(folder);
      expect(readdirSync(folder).sort()).toEqual(
        [...TEMPLATES.flatMap((name) => [`${name}.html`, `${name}.txt`]), 'index.html'].sort(),
      );
      const index = readFileSync(path.join(folder, 'index.html'), 'utf8');
      for (const template of TEMPLATES) expect(index).toContain(`href="${template}.html"`);
      const text = readFileSync(path.join(folder, 'factura_nueva.txt'), 'utf8');
      expect(text).toMatch(/^Asunto: Nueva factura CV-1042 por \$4,500\.00\n/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
