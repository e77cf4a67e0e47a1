import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The README's "Banco de rendimiento" explains both: each costs JavaScript on every page.
    files: ['**/*.{ts,tsx}'],
    ignores: ['components/ui/site-link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/image',
              message:
                'Usa SiteImage (components/ui/site-image.tsx): next/image solo suma JavaScript en la exportación estática.',
            },
            {
              name: 'next/link',
              message:
                'Usa SiteLink (components/ui/site-link.tsx): precarga por intención, no al entrar en pantalla.',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'bench-results/**',
  ]),
]);
