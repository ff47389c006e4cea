import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/** Import patterns (alias and relative) that reach one of our top-level folders. */
const ourTopLevel = (names, message) => [
  {
    group: names.flatMap((name) =>
      (name === 'src' ? ['@/*'] : [`@${name}`, `@${name}/*`]).concat([`**/${name}/**`, `**/${name}`]),
    ),
    message,
  },
];

/** The whole contract: importing it pulls every domain's schemas into the page. */
const contractBarrel = [
  {
    regex: '^(@contract|(\\.\\./)+contract(/index)?)$',
    message: 'Import the contract module you need (e.g. @contract/users/users.contract), not the @contract barrel.',
  },
];

/** Tabler's index loads all of its ~6,000 icons in dev and in tests; each icon has its own module. */
const iconIndex = [
  {
    regex: '^@tabler/icons-react$',
    allowTypeImports: true,
    message: "Import each icon from its own module: import IconSearch from '@tabler/icons-react/icons/IconSearch'.",
  },
];

const mockNotApp = { group: ['@/*', '**/src/**'], message: 'The mock backend does not import the app.' };

/** TanStack Query's and ts-rest's reads: hooks, options builders and the query client's fetches. */
const queryReads = [
  'useQuery',
  'useSuspenseQuery',
  'useInfiniteQuery',
  'useSuspenseInfiniteQuery',
  'useQueries',
  'useSuspenseQueries',
  'usePrefetchQuery',
  'usePrefetchInfiniteQuery',
  'queryOptions',
  'infiniteQueryOptions',
  'fetchQuery',
  'fetchInfiniteQuery',
  'prefetchQuery',
  'prefetchInfiniteQuery',
  'ensureQueryData',
  'ensureInfiniteQueryData',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'mocks/public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The contract is imported by everything and imports nothing of ours.
  restrict(
    ['contract/**'],
    ourTopLevel(
      ['src', 'mocks', 'scenarios', 'brands', 'locales', 'tests', 'scripts'],
      'contract/ imports nothing outside contract/.',
    ),
  ),
  // src carries no mock code: only main.tsx may load the mock backend, and only by dynamic import().
  // It imports the contract by module, never the barrel, so a page loads only the schemas it uses.
  restrict(
    ['src/**'],
    [
      ...ourTopLevel(
        ['mocks', 'scenarios', 'tests'],
        'src/ must not import mocks, scenarios or tests (production builds carry no mock code).',
      ),
      ...contractBarrel,
      ...iconIndex,
    ],
  ),
  // Shared code serves every feature and depends on none.
  restrict(
    ['src/lib/**', 'src/components/**'],
    [
      ...ourTopLevel(['mocks', 'scenarios', 'tests'], 'src/ must not import mocks, scenarios or tests.'),
      ...contractBarrel,
      ...iconIndex,
      {
        group: ['@/features/*', '**/features/*', '@/app/*', '**/app/*'],
        message: 'src/lib and src/components import no feature and not the app.',
      },
    ],
  ),
  // Features do not import each other; shared pieces live in src/components or src/lib.
  ...features.map((feature) => {
    const others = features.filter((other) => other !== feature);
    return restrict(
      [`src/features/${feature}/**`],
      [
        ...ourTopLevel(['mocks', 'scenarios', 'tests'], 'src/ must not import mocks, scenarios or tests.'),
        ...contractBarrel,
        ...iconIndex,
        {
          group: ['@/app', '@/app/*', '**/app/**', '**/app'],
          message: 'Features do not import the app: the app composes features, not the other way round.',
        },
        ...(others.length === 0
          ? []
          : [
              {
                group: others.flatMap((other) => [
                  `@/features/${other}`,
                  `@/features/${other}/**`,
                  `**/features/${other}`,
                  `**/features/${other}/**`,
                ]),
                message: 'Features do not import each other: move the shared piece to src/components or src/lib.',
              },
            ]),
      ],
    );
  }),
  // Brands and locales are data: they may use the contract but nothing of the app.
  restrict(
    ['brands/**', 'locales/**'],
    [
      ...ourTopLevel(
        ['src', 'mocks', 'scenarios', 'tests'],
        'brands/ and locales/ are data for the app, not part of it.',
      ),
      ...contractBarrel,
      ...iconIndex,
    ],
  ),
  // The mock backend and scenarios stand beside the app, never on it.
  restrict(['scenarios/**'], [mockNotApp]),
  // Scenarios seed the mock backend through its factories: the backend importing them back is a cycle.
  restrict(
    ['mocks/**'],
    [
      mockNotApp,
      ...ourTopLevel(['scenarios'], 'mocks/ does not import scenarios/: scenarios import the mock backend.'),
    ],
  ),
  // A `*-mutations.ts` file holds mutations only: reads belong in the feature's queries or loader.
  {
    files: ['src/**/*-mutations.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportDeclaration[source.value='@tanstack/react-query'] > ImportSpecifier[imported.name=/^(${queryReads.join('|')})$/]`,
          message: 'A mutations file holds no reads: move the query to the queries module.',
        },
        {
          selector: `CallExpression[callee.property.name=/^(${queryReads.join('|')})$/]`,
          message: 'A mutations file holds no reads: move the query to the queries module.',
        },
      ],
    },
  },
);
