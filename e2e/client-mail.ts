import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { e2eClientDbPath } from '../playwright.config';

/** Where the e2e server, which has no SMTP_URL, writes each message as an `.eml` file. */
export const e2eMailDir = path.join(path.dirname(e2eClientDbPath), 'correo');

const ACCOUNT_LINK = /https?:\/\/\S+?\/login-cliente\/nueva-contrasena#[A-Za-z0-9_-]{20,100}/;

/** Whether `mail` went to `email`. */
export const isAddressedTo = (mail: ParsedMail, email: string) =>
  [mail.to ?? []]
    .flat()
    .some((to) => to.value.some((box) => box.address?.toLowerCase() === email.toLowerCase()));

/** The invitation or reset link in a message, as the client would follow it. */
export function findAccountLink(mail: ParsedMail): string | null {
  return ACCOUNT_LINK.exec(mail.text ?? '')?.[0] ?? null;
}

/**
 * The messages the server wrote into `dir`, oldest first: each file is named by its outbox row
 * (`12-invitacion-….eml`), and a row's id grows with the time it was queued.
 */
export async function readMailFolder(dir: string): Promise<ParsedMail[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names
    .filter((name) => name.endsWith('.eml'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  return Promise.all(files.map(async (name) => simpleParser(await readFile(path.join(dir, name)))));
}

/**
 * Waits until `read` holds `count` account links sent to `email` and answers the newest: the
 * sender delivers once the change that queued the message has committed, a moment after the
 * answer that says it was sent.
 */
export async function waitForAccountLink(
  read: () => Promise<ParsedMail[]>,
  email: string,
  count = 1,
): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        links = (await read())
          .filter((mail) => isAddressedTo(mail, email))
          .map(findAccountLink)
          .filter((link): link is string => link !== null);
        return links.length;
      },
      { message: `un enlace de cuenta para ${email}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return links.at(-1) ?? '';
}

/** Chooses a password on the page an account link opened, and waits for the answer. */
export async function choosePassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Contraseña nueva', { exact: true }).fill(password);
  await page.getByLabel('Repite la contraseña nueva', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Guardar mi contraseña' }).click();
  await expect(
    page.getByRole('heading', { name: /^Listo: tu (cuenta está activa|contraseña cambió)$/ }),
  ).toBeVisible();
}

/** Signs in at /login-cliente of `origin` and waits for the panel. */
export async function signInAsClient(
  page: Page,
  origin: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${origin}/login-cliente`);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/panel-cliente/);
}
