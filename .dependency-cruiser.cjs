/**
 * Layering rules, checked by `npm run check:deps` (dependency-cruiser; part of `npm test`).
 * The direction: app/ → components/ → lib/; within lib/, the record schemas sit at the bottom and the
 * content loader does not reach into the tools.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes both modules load in an order that depends on who imports first; split the shared part out.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-not-to-ui',
      severity: 'error',
      comment: 'lib/ holds pure functions and data; it never imports components/ or app/.',
      from: { path: '^lib/' },
      to: { path: '^(components|app)/' },
    },
    {
      name: 'schemas-only-zod',
      severity: 'error',
      comment: 'lib/schemas/ imports only zod, other schemas, and the bottom ids file (lib/schemas/ids.ts).',
      from: { path: '^lib/schemas/' },
      to: { pathNot: ['^lib/schemas/', '^lib/schemas/ids\\.ts$', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'history-below-records',
      severity: 'error',
      comment:
        'lib/history/ reads git and diffs content with the schemas and models; lib/records and lib/site format its results in the words of the site, never the reverse.',
      from: { path: '^lib/history/' },
      to: { path: '^lib/', pathNot: '^lib/(history|model|schemas|game)/' },
    },
    {
      name: 'loader-not-to-tools',
      severity: 'error',
      comment: 'The content loader (lib/content/) reads, validates and indexes content/; the tools build on it, not the other way round.',
      from: { path: '^lib/content/' },
      to: { path: '^lib/tools/' },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '(^|/)(node_modules|out|\\.next)/' },
    // Type-only imports count: a layer that needs another's types depends on it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.d.mts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
