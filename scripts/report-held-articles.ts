// Before `next build`: says, once per build, which articles the build leaves out (drafts, and
// articles dated after today in Mexico City) and when the scheduled ones go out.
import { loadArticles } from '../lib/blog/articles';
import { describeHeldBackArticles } from '../lib/blog/publication';
import { toMexicoCityDate } from '../lib/site/mexico-city-date';

const today = toMexicoCityDate();
try {
  const report = describeHeldBackArticles(loadArticles({ today }));
  if (report) console.log(`${report}\n(fecha de la compilación en la Ciudad de México: ${today})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
