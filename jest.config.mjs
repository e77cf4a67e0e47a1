import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const baseConfig = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Published for `import` only; Jest resolves with `require`.
    '^estree-walker$': '<rootDir>/node_modules/estree-walker/src/index.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/out/', '/__tests__/fixtures/'],
});

// The Markdown toolchain (unified, remark, MDX) ships only ES modules: let SWC compile it too.
export default async function jestConfig() {
  const config = await baseConfig();
  return {
    ...config,
    transformIgnorePatterns: [
      '/node_modules/(next|react|react-dom|scheduler|@testing-library|jest[^/]*|@jest|@swc|zod|js-cookie)/',
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
}
