// Before `next build`: a build for a public SITE_URL stops while the site still carries the demo
// agency's data (deploy/demo-data.ts), naming each value, unless ALLOW_DEMO_DATA=1.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDemoData } from '../deploy/demo-data';

const root = path.resolve(import.meta.dirname, '..');
const problem = checkDemoData({
  siteUrl: process.env.SITE_URL,
  allowDemoData: process.env.ALLOW_DEMO_DATA,
  read: (file) => readFileSync(path.join(root, file), 'utf8'),
});
if (problem) {
  console.error(problem);
  process.exit(1);
}
