import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Words a reader sees live in content/ (pages.json, site.json, MDX), never in components: JSX text and string
 * children are errors (react/jsx-no-literals), and so are literal strings in the attributes a reader perceives.
 * Punctuation and symbols that carry no words are allowed.
 */
const ALLOWED_SYMBOLS = ['·', '→', '←', '?', '—', '–', '(', ')', ':', ',', '.', '/', '|', '+', '-', '#', '%', '×', '…', '▲', '▼', '↕', '≈', '=', '"', '“', '”', '›'];
/** Attributes a reader (or a screen reader) perceives, and the props of our components that become such text. */
const READER_ATTRIBUTES = '/^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|placeholder|alt|label|caption|heading)$/';
const HAS_WORDS = '/[A-Za-z]/';
const literalMessage = 'Reader-visible text belongs in content/ (content/pages.json, content/site.json or MDX); pass it in as typed copy.';

/** A file that says 'use client' is named *.client.*, so a reader sees which code ships to the browser from its name. */
const clientFileName = {
  meta: { type: 'problem', schema: [], messages: { name: "This file says 'use client': name it *.client.ts(x), so its name says it ships to the browser." } },
  create(context) {
    return {
      Program(program) {
        const saysUseClient = program.body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');
        // Next's own file conventions (app/error.tsx must be a client component) keep the names Next gives them.
        const nextConvention = /(^|\/)app\/(.*\/)?(global-)?error\.tsx$/.test(context.filename);
        if (saysUseClient && !/\.client\.[cm]?[jt]sx?$/.test(context.filename) && !nextConvention) context.report({ node: program, messageId: 'name' });
      },
    };
  },
};

const config = [
  // .cache/changes keeps whole base builds of npm run changes; changes/ is its report.
  { ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', '.cache/**', 'changes/**'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    plugins: { wiki: { rules: { 'client-file-name': clientFileName } } },
    rules: {
      // Images are static SVG files served as they are (a static export has no image optimiser).
      '@next/next/no-img-element': 'off',
      'wiki/client-file-name': 'error',
    },
  },
  {
    files: ['components/**/*.tsx', 'app/**/*.tsx'],
    rules: {
      // ignoreProps: attributes are checked by name below, since className, href or type are not copy.
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: ALLOWED_SYMBOLS }],
      'no-restricted-syntax': [
        'error',
        ...[`JSXAttribute[name.name=${READER_ATTRIBUTES}]`, `JSXAttribute[name.name=${READER_ATTRIBUTES}] > JSXExpressionContainer`, ':matches(JSXElement, JSXFragment) > JSXExpressionContainer'].flatMap(
          // The value itself, or a choice of values (`{open ? 'On' : 'Off'}`, `{n > 1 && 'text'}`), as a string or a template.
          (owner) => [owner, `${owner} > :matches(ConditionalExpression, LogicalExpression)`, `${owner} > ConditionalExpression > ConditionalExpression`].flatMap((value) => [
            { selector: `${value} > Literal[value=${HAS_WORDS}]`, message: literalMessage },
            { selector: `${value} > TemplateLiteral > TemplateElement[value.raw=${HAS_WORDS}]`, message: literalMessage },
          ]),
        ),
      ],
    },
  },
];

export default config;
