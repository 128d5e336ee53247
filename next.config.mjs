import createMDX from '@next/mdx';

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
};

// Turbopack takes MDX plugins by package name only (no functions), so every plugin here is a string.
const withMDX = createMDX({
  options: {
    remarkPlugins: ['remark-frontmatter', 'remark-gfm'],
    rehypePlugins: ['rehype-slug'],
  },
});

export default withMDX(nextConfig);
