// A Turbopack loader for `npm run dev` only (see next.config.mjs). It replaces the site's error
// page (app/(sitio)/error.tsx) with components/ui/dev-error-notice.tsx, which shows the error itself and
// brings the page back once its file is fixed. A build never runs it: its files stay the same.
module.exports = function devErrorPageLoader() {
  return `'use client';\nexport { DevErrorNotice as default } from '@/components/ui/dev-error-notice';\n`;
};
