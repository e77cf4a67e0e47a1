// lib/blog: `npm run nuevo-articulo` (Node). The questions the command asks in a terminal.
import { checkDraftAnswer, FIELD_NAMES, type DraftAnswers, type DraftContext } from './new-article';

/** Asks one question and resolves with the answer typed (node:readline/promises in a terminal). */
export type Ask = (question: string) => Promise<string>;

type Choice = { slug: string; name: string };

/** `1) hosting — Hosting y velocidad`, one a line. */
const listChoices = (choices: readonly Choice[]) =>
  choices.map((choice, index) => `  ${index + 1}) ${choice.slug} — ${choice.name}`).join('\n');

/** The slug of choice `answer` when it is a number of the list, else the answer itself. */
function resolveChoice(answer: string, choices: readonly Choice[]): string {
  return /^\d+$/.test(answer) ? (choices[Number(answer) - 1]?.slug ?? answer) : answer;
}

/**
 * Asks for each field of `given` that is missing (title, category, author, description),
 * showing the choices, and asks again with the reason while an answer breaks the rules of
 * `checkDraftAnswer`. An empty answer leaves a field other than the title to the template.
 */
export async function askDraftAnswers(
  given: Partial<DraftAnswers>,
  ask: Ask,
  context: DraftContext,
  say: (text: string) => void = console.log,
): Promise<DraftAnswers> {
  const questions: { field: keyof DraftAnswers; question: string; choices?: readonly Choice[] }[] =
    [
      { field: 'title', question: 'Título del artículo: ' },
      {
        field: 'category',
        question: `Categoría (número o slug; Enter para elegirla después):\n${listChoices(context.categories)}\n> `,
        choices: context.categories,
      },
      {
        field: 'author',
        question: `Quién lo firma (número o slug; Enter para que firme la agencia):\n${listChoices(context.authors)}\n> `,
        choices: context.authors,
      },
      {
        field: 'description',
        question: 'Meta descripción, de 120 a 156 caracteres (Enter para escribirla después):\n> ',
      },
    ];
  const answers: Partial<DraftAnswers> = { ...given };
  for (const { field, question, choices } of questions) {
    if (given[field] !== undefined) continue;
    for (;;) {
      const typed = (await ask(question)).trim();
      const answer = choices ? resolveChoice(typed, choices) : typed;
      const reason = checkDraftAnswer(field, answer, context);
      if (!reason) {
        answers[field] = answer;
        break;
      }
      say(`${FIELD_NAMES[field]}: ${reason}. Inténtalo de nuevo.`);
    }
  }
  return { ...answers, title: answers.title ?? '' };
}
