import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { expect, test } from '@playwright/test';
import { exportedHtmlFiles } from './routes';

// Same-origin assets need no Subresource Integrity; cross-origin ones still do.
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: { 'require-sri': ['error', { target: 'crossorigin' }] },
});

test.describe('exported HTML', () => {
  test.skip(({ isMobile }) => isMobile, 'the files are the same for both sizes');

  for (const file of exportedHtmlFiles()) {
    test(`${path.relative('out', path.relative(path.resolve('.'), file))} is valid HTML`, async () => {
      const report = await validator.validateString(readFileSync(file, 'utf8'), file);
      const messages = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`),
      );
      expect(messages).toEqual([]);
    });
  }
});
