// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import { z } from 'zod';
import { template, text, whatsappMessage } from './fields';
import { loadContentJson } from './load-content';

const PAGES_FILE = 'content/pages.json';

const intro = z.strictObject({ eyebrow: text, title: text, lead: text });
/** A staff page's opening: the frame already says whose dashboard it is. */
const staffIntro = z.strictObject({ title: text, lead: text });
const sectionHeading = z.strictObject({ eyebrow: text, title: text, lead: text.optional() });
const titled = z.strictObject({ title: text });
const cta = z.strictObject({ title: text, whatsappMessage });
/** A box of help beside a form: what to do, and a WhatsApp link that asks for it. */
const help = cta.extend({ text, linkLabel: text });
/** A short-form privacy notice: a lead-in, one paragraph and the label of the link to the full one. */
const privacyNotice = z.strictObject({ title: text, text: template('legalName'), linkLabel: text });

const pagesSchema = z.strictObject({
  home: z.strictObject({
    hero: z.strictObject({ eyebrow: text, lead: text, cardTitle: text, cardText: text }),
    clients: titled,
    projects: sectionHeading,
    testimonials: sectionHeading,
    services: sectionHeading.extend({ quoteWhatsappMessage: whatsappMessage }),
    faq: sectionHeading,
    payments: titled,
  }),
  about: z.strictObject({
    intro,
    story: sectionHeading.extend({ title: template('city') }),
    figures: titled,
    purpose: sectionHeading,
    process: sectionHeading,
    team: sectionHeading,
    cta,
  }),
  blog: z.strictObject({
    intro,
    articleCta: cta.extend({ whatsappMessage: template('title') }),
    related: titled,
  }),
  directory: z.strictObject({ intro, list: titled, join: cta }),
  raffle: z.strictObject({
    intro,
    features: sectionHeading,
    demo: sectionHeading,
    draw: sectionHeading,
    audience: sectionHeading,
    cta: titled,
  }),
  transfer: z.strictObject({
    intro: intro.extend({ title: template('provider'), lead: template('provider') }),
    details: titled,
    notice: titled,
    steps: titled,
    receipt: cta.extend({ invoiceWhatsappMessage: template('number', 'amount') }),
  }),
  login: z.strictObject({ intro, help, privacyNotice }),
  forgotPassword: z.strictObject({ intro, help }),
  newPassword: z.strictObject({
    intro,
    tips: z.strictObject({ title: text, items: z.array(text).min(1) }),
    invitationHelp: help.omit({ title: true }),
  }),
  panel: z.strictObject({ intro, supportWhatsappMessage: template('name', 'company') }),
  staffPanel: z.strictObject({ intro: staffIntro }),
  staffClients: z.strictObject({ intro: staffIntro }),
  staffCfdi: z.strictObject({ intro: staffIntro }),
  staffOutbox: z.strictObject({ intro: staffIntro }),
  staffAudit: z.strictObject({ intro: staffIntro }),
  notFound: z.strictObject({ title: text, lead: text, recentTitle: text }),
});

export type PagesContent = z.infer<typeof pagesSchema>;
/** The headings of the transfer page's sections. */
export type TransferHeadings = Omit<PagesContent['transfer'], 'intro' | 'receipt'>;
/** The transfer page's receipt call: its heading and the WhatsApp messages, generic and per invoice. */
export type TransferReceiptContent = PagesContent['transfer']['receipt'];
/** The eyebrow, h1 and lead paragraph that open an inner page. */
export type PageIntroContent = z.infer<typeof intro>;
/** The short-form privacy notice shown where a page collects personal data. */
export type PrivacyNoticeContent = z.infer<typeof privacyNotice>;
/** A closing call to action: its heading and the WhatsApp message its button prefills. */
export type CtaContent = z.infer<typeof cta>;
/** The help beside a client-area form: heading, text, and its WhatsApp link's label and message. */
export type HelpContent = z.infer<typeof help>;
/** Advice beside the form where a client chooses a password: a heading and its points. */
export type PasswordTipsContent = PagesContent['newPassword']['tips'];
/** The line under a link that cannot be used: how to ask for a new invitation by WhatsApp. */
export type InvitationHelpContent = PagesContent['newPassword']['invitationHelp'];
/** The eyebrow, h2 and optional lead that open a section. */
export type SectionHeadingContent = z.infer<typeof sectionHeading>;

/**
 * The copy of every page that is not data of its own: page intros, section headings and the
 * prefilled WhatsApp messages, from content/pages.json.
 */
export function getPagesContent(): PagesContent {
  return loadContentJson(PAGES_FILE, pagesSchema);
}
