import os from 'node:os';
import createMDX from '@next/mdx';
import { bundlerMdxOptions } from './lib/mdx/pipeline.mjs';

/**
 * Fully static export: `next build` writes the whole site to `out/`.
 * trailingSlash: every route is written as `route/index.html`, which every static
 * host and CDN (S3, GitHub Pages, Netlify, nginx, Cloudflare Pages) serves for `/route/`
 * and redirects `/route` to, with no rewrite rules.
 */
/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  pageExtensions: ['ts', 'tsx', 'mdx'],
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` runs `tsc --noEmit` over the same files before it builds (scripts/test.sh, and the content-is-data
  // copy) and sets TYPECHECK_DONE=1: Next's own check would repeat it (about 20 s per build). Every other build
  // (npm start, npm run build, a host's build) keeps Next's check.
  typescript: { ignoreBuildErrors: process.env.TYPECHECK_DONE === '1' },
  // Prerender on every core. Next's default is cores − 1, one worker on a two-core CI machine, while the main
  // process only waits during that phase: at 2,000 pages, 2 workers prerendered in 68 s instead of 105.
  // globalNotFound: the 404 page has its own document (app/global-not-found.tsx): the root layout waits for a page's language.
  experimental: { cpus: os.availableParallelism(), globalNotFound: true },
};

// The site's one MDX pipeline (lib/mdx/pipeline.mjs), by module path: Turbopack takes no plugin functions.
const withMDX = createMDX({ options: bundlerMdxOptions });

export default withMDX(nextConfig);
