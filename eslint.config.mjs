import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  { ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      // Images are static SVG files served as they are (a static export has no image optimiser).
      '@next/next/no-img-element': 'off',
    },
  },
];

export default config;
