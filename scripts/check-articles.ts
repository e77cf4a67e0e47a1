// Before `next build`: refuses links, anchors and images that lead nowhere in the articles, the
// services and projects and the legal texts, and the services' and projects' headers (checked once here: the pages' workers do not parse every article again), and
// says which articles the build leaves out (drafts, and articles dated after today in Mexico
// City) and when the scheduled ones go out.
import { loadCheckedArticles } from '../lib/blog/articles';
import { loadCheckedCatalog } from '../lib/catalog/catalog-check';
import { describeHeldBackArticles } from '../lib/blog/publication';
import { toMexicoCityDate } from '../lib/site/mexico-city-date';
import { checkAllLegalLinks } from '../lib/review/link-check';
import { formatProblem } from '../lib/review/problem';

const today = toMexicoCityDate();
try {
  const { articles, targets } = loadCheckedArticles({ today });
  loadCheckedCatalog(articles, targets);
  const legal = checkAllLegalLinks(targets);
  if (legal.length > 0) {
    throw new Error(
      `Hay errores en los textos legales:\n- ${legal.map(formatProblem).join('\n- ')}`,
    );
  }
  const report = describeHeldBackArticles(articles);
  if (report) console.log(`${report}\n(fecha de la compilación en la Ciudad de México: ${today})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
