/**
 * Layering rules, checked by `npm run check:deps` (dependency-cruiser; part of `npm test`).
 * The direction: app/ → components/ → lib/, and inside lib/ and components/ each folder imports only folders on
 * floors below its own (folders on one floor do not import each other). A new folder must be given a floor here.
 * @type {import('dependency-cruiser').IConfiguration}
 */

/** The floors of lib/ and of components/, bottom first. */
const FLOORS = {
  lib: [['schemas'], ['i18n'], ['model'], ['history', 'game'], ['records'], ['mdx'], ['content'], ['site', 'authoring'], ['wiki'], ['tools', 'search', 'plain-text', 'offline']],
  components: [['ui'], ['mdx', 'cards', 'search', 'offline', 'previews', 'history'], ['site'], ['list', 'article', 'detail', 'tools']],
};

/** One rule per folder: no import of a folder on its own floor or above. */
const floorRules = Object.entries(FLOORS).flatMap(([root, floors]) =>
  floors.flatMap((floor, i) =>
    floor.map((folder) => {
      const above = floors.slice(i).flat().filter((other) => other !== folder);
      return {
        name: `floors-${root}-${folder}`,
        severity: 'error',
        comment: `${root}/${folder}/ stands on floor ${i + 1} of ${root}/: it imports only ${floors.slice(0, i).flat().map((f) => `${f}/`).join(', ') || 'packages'}.`,
        from: { path: `^${root}/${folder}/` },
        to: { path: `^${root}/(${above.join('|')})/` },
      };
    }),
  ),
);

/** Every folder of lib/ and components/ has a floor, and no source file lies loose beside them. */
const unplaced = Object.entries(FLOORS).map(([root, floors]) => ({
  name: `floors-${root}-unplaced`,
  severity: 'error',
  comment: `A file of ${root}/ outside the folders of FLOORS: put it in one, or give its folder a floor.`,
  from: {},
  to: { path: `^${root}/`, pathNot: `^${root}/(${floors.flat().join('|')})/` },
}));

module.exports = {
  forbidden: [
    ...floorRules,
    ...unplaced,
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
