import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `ANALYTICS=off` builds for a static host without the API: no visit counter ships.
  env: { NEXT_PUBLIC_ANALYTICS: process.env.ANALYTICS === 'off' ? 'off' : 'on' },
  // Every stylesheet reaches the design tokens and mixins as `@use 'mixins'`, from any folder.
  sassOptions: { loadPaths: [path.join(root, 'styles')] },
};

export default nextConfig;
