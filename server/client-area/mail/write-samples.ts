// server/client-area: Node only. `npm run correos:muestras [carpeta]`: every message rendered with its sample, to look at without sending.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { answerCommand, errorMessage, runAsProcess, type Command } from '../../shared/command-line';
import { isMessageTemplate } from './message-schemas';
import { MESSAGE_LABELS, type MessageTemplate } from './message-types';
import { renderTemplate } from './render';
import { MESSAGE_SAMPLES } from './samples';

const DEFAULT_FOLDER = 'data/correo-muestras';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`);

/** The page that lists the samples: each message's subject, linking its HTML and its text. */
function buildIndex(entries: { template: MessageTemplate; subject: string }[]): string {
  const items = entries.map(
    ({ template, subject }) =>
      `<li><a href="${template}.html">${escapeHtml(MESSAGE_LABELS[template])}</a> ` +
      `(<a href="${template}.txt">texto</a>): ${escapeHtml(subject)}</li>`,
  );
  return `<!doctype html>
<html lang="es">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Muestras de correo</title>
<body style="font-family: system-ui, sans-serif; line-height: 1.6; max-width: 44rem; margin: 2rem auto; padding: 0 1rem">
<h1>Muestras de correo</h1>
<p>Cada mensaje con sus datos de muestra, tal como se envía: HTML y texto plano.</p>
<ul>
${items.join('\n')}
</ul>
</body>
</html>
`;
}

/** Writes `<template>.html`, `<template>.txt` and `index.html` into `folder`; gives their count. */
export async function writeMessageSamples(folder: string): Promise<number> {
  await mkdir(folder, { recursive: true });
  const templates = Object.keys(MESSAGE_SAMPLES).filter(isMessageTemplate);
  const entries = [];
  for (const template of templates) {
    const { subject, html, text } = await renderTemplate(template, MESSAGE_SAMPLES[template]);
    await writeFile(path.join(folder, `${template}.html`), html);
    await writeFile(path.join(folder, `${template}.txt`), `Asunto: ${subject}\n\n${text}\n`);
    entries.push({ template, subject });
  }
  await writeFile(path.join(folder, 'index.html'), buildIndex(entries));
  return templates.length;
}

export const runWriteSamplesCommand: Command = (args, io) =>
  answerCommand(
    io,
    async () => {
      const folder = path.resolve(io.cwd ?? process.cwd(), args[0] ?? DEFAULT_FOLDER);
      const count = await writeMessageSamples(folder);
      return `${count} correos de muestra en ${folder}\nÁbrelos desde ${path.join(folder, 'index.html')}`;
    },
    (error) => `No se pudieron escribir las muestras: ${errorMessage(error)}`,
  );

if (require.main === module) runAsProcess(runWriteSamplesCommand);
