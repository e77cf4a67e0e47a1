// Before `next build`: refuses links, anchors and images that lead nowhere in the articles, the
// services and projects and the legal texts, the services' and projects' headers and sections,
// and the legal texts' headers and `{{datos}}` (checked once here: the pages' workers do not
// parse every file again, and an error there would only show after their retries), and
// says which articles the build leaves out (drafts, and articles dated after today in Mexico
// City) and when the scheduled ones go out.
import { checkArticles, loadCheckedArticles } from '../lib/blog/articles';
import { loadCheckedCatalog } from '../lib/catalog/catalog-check';
import { describeHeldBackArticles } from '../lib/blog/publication';
import { toMexicoCityDate } from '../lib/site/mexico-city-date';
import { checkAllLegalTexts } from '../lib/review/legal-check';
import { formatProblem } from '../lib/review/problem';

const today = toMexicoCityDate();

/** Every error found, each kind of content in the same round; the report of held-back articles. */
function check(): { errors: string[]; report: string | null } {
  const errors: string[] = [];
  const collect = <T>(run: () => T): T | undefined => {
    try {
      return run();
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  };
  // The catalog and the legal texts are checked against the articles even when some are wrong.
  const articles = collect(() => loadCheckedArticles({ today })) ?? checkArticles({ today });
  collect(() => loadCheckedCatalog(articles));
  const legal = checkAllLegalTexts(articles.targets);
  if (legal.length > 0) {
    errors.push(`Hay errores en los textos legales:\n- ${legal.map(formatProblem).join('\n- ')}`);
  }
  return { errors, report: describeHeldBackArticles(articles.articles) };
}

try {
  const { errors, report } = check();
  if (errors.length > 0) throw new Error(errors.join('\n'));
  if (report) console.log(`${report}\n(fecha de la compilación en la Ciudad de México: ${today})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
