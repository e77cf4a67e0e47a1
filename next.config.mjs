import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Every stylesheet reaches the design tokens and mixins as `@use 'mixins'`, from any folder.
  sassOptions: { loadPaths: [path.join(root, 'styles')] },
};

export default nextConfig;
