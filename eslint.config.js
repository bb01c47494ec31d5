import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// web may use the server's types (the typed API client) but no server code, and no Node APIs.
const WEB_IMPORT_RULES = [
  {
    group: ['**/server/**', '@server/**'],
    allowTypeImports: true,
    message: 'web imports only the API types from the server.',
  },
  { group: ['node:*'], message: 'web runs in the browser.' },
];

// domain is pure: nothing from the other rooms, no Node APIs.
const DOMAIN_IMPORT_RULES = [
  {
    group: ['**/server/**', '**/web/**', '**/cli/**', '@server/**', '@web/**', '@cli/**'],
    message: 'domain imports nothing from server, web or cli.',
  },
  { group: ['node:*', 'fs', 'path', 'crypto', 'os'], message: 'domain is pure: no Node APIs.' },
];

// The house rules of docs/design.md: domain imports nothing from server, web or Node; file names kebab-case.
export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'bench/out'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile },
    rules: {
      // noUncheckedIndexedAccess makes every typed-array read `number | undefined`; `!` marks the checked ones.
      '@typescript-eslint/no-non-null-assertion': 'off',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: DOMAIN_IMPORT_RULES }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'domain is deterministic.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'the clock comes in through options.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'the clock comes in through options.',
        },
      ],
    },
  },
  {
    // The screen models (views) read the capabilities' results; only the analysis's completion
    // (completed-analysis.ts, analysis-answer.ts) composes them, and nothing else reads a view.
    files: ['src/domain/**/*.ts'],
    ignores: [
      'src/domain/**/*.test.ts',
      'src/domain/views/**',
      'src/domain/completed-analysis.ts',
      'src/domain/analysis-answer.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...DOMAIN_IMPORT_RULES,
            {
              group: ['**/views/**', '@domain/views/**'],
              message: 'only the completion imports from domain/views.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [...WEB_IMPORT_RULES],
        },
      ],
    },
  },
  {
    // A feature never imports another feature: what two share moves to components/ or lib/.
    files: ['src/web/features/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_IMPORT_RULES,
            {
              // A sibling feature (../../x/) or the same reached from above (../../../features/x/).
              group: ['../../*/**', '!../../../**', '../../../features/**', '@web/features/**'],
              message:
                'a feature never imports another feature; move what is shared to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // What several features share sits below them all, so it never reaches up into one.
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_IMPORT_RULES,
            {
              group: ['**/features/**', '**/app/**', '@web/features/**', '@web/app/**'],
              message:
                'components/ and lib/ are shared by the features: they import none, nor app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route states who may call it where it is defined (docs/architecture.md "How a route is built").
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/http/declare-route.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hono/zod-openapi',
              importNames: ['createRoute'],
              message:
                'define a route with declareRoute (http/declare-route.ts), which needs its access.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
