import { mkdir, rename, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { siteConfig } from '../../../lib/site/site-config';
import { getMailDir } from '../database-paths';

/** What the mail server said of a message it took: the recipients it refused, if any. */
export interface HandOver {
  /** «ana@ejemplo.mx: 550 5.1.1 …» for each recipient refused while others were accepted. */
  refused: string[];
}

/** Where outgoing mail goes: an SMTP server, or `.eml` files in a folder. */
export interface MailTransport {
  /**
   * Hands one message over. `name` names its `.eml` file, so the same outbox row always writes the
   * same file. Rejects with the mail server's error (`responseCode`, `response`, `command`).
   */
  send(mail: Mail.Options, name: string): Promise<HandOver>;
  /** The server's start line: where mail goes, never the SMTP password. */
  describe(): string;
  close(): void;
}

/**
 * SMTP timeouts, well inside the sender's two-minute lease (sender.ts), so a send that hangs ends
 * before another process may take the same message.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 45_000 };

/** The `From` of every message: `MAIL_FROM`, or the agency's name and address. */
function readSender(env: NodeJS.ProcessEnv): Mail.Address | string {
  const configured = env.MAIL_FROM?.trim();
  if (!configured) return { name: siteConfig.name, address: siteConfig.email };
  if (/[\r\n]/.test(configured)) throw new Error('MAIL_FROM no puede tener saltos de línea.');
  return configured;
}

/**
 * Opens the connection to the SMTP server with Nagle's algorithm off: nodemailer ends each message
 * with a small write, which would otherwise wait for the server's delayed acknowledgement, about
 * 40 ms a message. The socket is handed over while it connects, so nodemailer's own timeouts and
 * errors apply, and it sets up TLS on it (`smtps`, STARTTLS) as on a socket of its own.
 */
function openSocket(
  { host, port }: SMTPPool.Options,
  callback: (error: Error | null, socketOptions: { connection: Socket }) => void,
): void {
  callback(null, { connection: connect({ host, port: port ?? 587, noDelay: true }) });
}

/** `SMTP_URL` as nodemailer's pool options. An error never repeats the URL: it holds a password. */
function readSmtpUrl(smtpUrl: string): SMTPPool.Options & { maxRequeues: number } {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error(
      'SMTP_URL no es una dirección válida: usa smtp://usuario:contraseña@servidor:587 o smtps://usuario:contraseña@servidor:465.',
    );
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new Error('SMTP_URL debe empezar con smtp:// o smtps:// y nombrar un servidor.');
  }
  const secure = url.protocol === 'smtps:';
  return {
    pool: true,
    // One connection, reused: messages leave one at a time (sender.ts).
    maxConnections: 1,
    // A message whose connection dropped goes back to the outbox, which decides when to retry.
    maxRequeues: 0,
    // An IPv6 address comes in brackets (`smtp://[::1]:25`); the socket wants it bare.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    ...SMTP_TIMEOUTS,
    getSocket: openSocket,
  };
}

/** Writes `content` as `file` whole or not at all: a mail client never opens half a message. */
async function writeWhole(file: string, content: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  // The messages may hold single-use links: readable by the server's user only.
  await writeFile(temporary, content, { mode: 0o600 });
  await rename(temporary, file);
}

/**
 * The mail transport the environment asks for. With `SMTP_URL` (`smtp://user:pass@host:587`,
 * `smtps://…`), an SMTP server; without it, each message is written as an `.eml` file (RFC 822)
 * into `mailDir`, where any mail client opens it. The sender is `MAIL_FROM` or the agency's own
 * name and address.
 */
export function createMailTransport(
  env: NodeJS.ProcessEnv = process.env,
  mailDir: string = getMailDir(env),
): MailTransport {
  const from = readSender(env);
  if (env.SMTP_URL) {
    const options = readSmtpUrl(env.SMTP_URL);
    const smtp = nodemailer.createTransport(options);
    return {
      async send(mail) {
        const info = await smtp.sendMail({ ...mail, from });
        return {
          refused: info.rejected.map(
            (address, index) =>
              `${address}: ${info.rejectedErrors?.[index]?.response ?? 'rechazado por el servidor'}`,
          ),
        };
      },
      describe: () => `Correo: SMTP en ${options.host}:${options.port}`,
      close: () => smtp.close(),
    };
  }

  const folder = path.resolve(mailDir);
  const files = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(mail, name) {
      const { message } = await files.sendMail({ ...mail, from });
      if (!Buffer.isBuffer(message)) throw new Error('El mensaje no se armó como archivo.');
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeWhole(path.join(folder, `${name}.eml`), message);
      return { refused: [] };
    },
    describe: () => `Correo: sin SMTP_URL, cada mensaje se escribe como .eml en ${folder}`,
    close: () => files.close(),
  };
}
