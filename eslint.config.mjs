import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// "Banco de rendimiento" in docs/desarrollo.md explains both: each costs JavaScript on every page.
const costlyNextImports = [
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
];

/** The server's areas (docs/architecture.md, «El servidor, por áreas»): none imports another. */
const SERVER_AREAS = ['site', 'client-area', 'analytics', 'staff'];

/** For the files of `area` (or of shared/), imports of every other area are refused. */
function keepAreaApart(area) {
  const others = SERVER_AREAS.filter((other) => other !== area);
  return {
    files: [`server/${area}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: costlyNextImports,
          patterns: [
            {
              group: others.flatMap((other) => [`**/server/${other}/**`, `../${other}/**`]),
              message:
                'Un área del servidor no importa otra: lo que ambas necesitan va en server/shared/ (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  };
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['components/ui/site-link.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: costlyNextImports }] },
  },
  ...[...SERVER_AREAS, 'shared'].map(keepAreaApart),
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
