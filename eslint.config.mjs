import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dataAccessOutsideRepositories } from './tools/eslint/data-access.mjs';

// One scope per domain of the deployment (npm run generate:domain adds a domain there).
const domains = JSON.parse(readFileSync(new URL('./deploy/local/domains.json', import.meta.url), 'utf8')).map((d) => d.name);

// Services and libraries with a tsconfig.json (every source file, tests included) get the typed rules.
const typedProjects = ['services', 'libs'].flatMap((dir) =>
  readdirSync(new URL(`./${dir}/`, import.meta.url)).map((name) => `${dir}/${name}`),
).filter((project) => existsSync(new URL(`./${project}/tsconfig.json`, import.meta.url)));

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/var/**', '**/coverage/**', '.nx/**'] },
  ...tseslint.configs.recommended,
  // Scripts, configs and stubs run as they are: linted like the TypeScript, with Node's globals.
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...js.configs.recommended,
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...js.configs.recommended.rules,
      // Best-effort clean-up in the scripts (kill a stopped process, remove a gone file) ignores failure on purpose.
      'no-empty': ['error', { allowEmptyCatch: true }],
      // Patterns of the generator match source indentation literally ('  ...x,').
      'no-regex-spaces': 'off',
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  // Code that runs in a page: the benches' and the resilience suite's page.evaluate callbacks, jsdom set-ups.
  {
    files: ['scripts/bench-*.mjs', 'scripts/resilience/**/*.mjs', 'libs/map/bench/**/*.mjs', '**/jest.setup.js', 'tools/jest.jsdom-setup.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
  },
  // The shell's plain page script (served as it is, run before the bundles).
  {
    files: ['shell/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    ignores: ['**/service-worker/**', 'deploy/remotes/**', 'shell/public/**'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The rules of hooks wherever React runs (remotes, shell, the UI and map libraries).
  {
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'libs/ui/src/**/*.{ts,tsx}', 'libs/map/src/**/*.{ts,tsx}', 'libs/offline/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The map components list a position's lat and lng, not the object, so a new object with the same
  // centre does not move the map: the hook rule cannot see that, and only warns there.
  {
    files: ['libs/map/src/**/*.{ts,tsx}'],
    rules: { 'react-hooks/exhaustive-deps': 'warn' },
  },
  // A promise nobody awaits loses its error and its ordering: typed rules on services and libraries.
  {
    files: typedProjects.flatMap((project) => [`${project}/src/**/*.ts`, `${project}/src/**/*.tsx`]),
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // Database access (TypeORM, pg) lives in repositories, entities and migrations; handlers,
  // listeners and services call a repository.
  {
    files: ['services/*/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts', '**/entities/**', '**/*.entity.ts', '**/migrations/**', '**/*.module.ts',
      '**/*.spec.ts', '**/*.int-spec.ts', '**/test/**', '**/*.bench.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', dataAccessOutsideRepositories] },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One domain's remote or service never imports another's code; libs never import apps.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib', 'type:app'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            ...domains.map((d) => ({ sourceTag: `scope:${d}`, onlyDependOnLibsWithTags: [`scope:${d}`, 'scope:shared'] })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Screens show instants in Tokyo time whatever the device's zone: dayjs(x).format and Date's local
  // getters read the browser's zone, formatTokyo / tokyoDateOf (@inasaku/domain) do not.
  {
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'libs/ui/src/**/*.{ts,tsx}', 'libs/map/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='format'][callee.object.type='CallExpression'][callee.object.callee.name='dayjs']",
          message: 'dayjs(x).format reads the device time zone: use formatTokyo or tokyoDateOf from @inasaku/domain.',
        },
        {
          selector: "CallExpression[callee.property.name=/^get(FullYear|Month|Date|Day|Hours|Minutes)$/][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
          message: "Date's local getters read the device time zone: use the Tokyo-time helpers of @inasaku/domain.",
        },
      ],
    },
  },
  // @inasaku/ui/testing (jsdom render helpers, jest globals) belongs to unit tests only, never to a bundle.
  {
    files: ['**/*.ts', '**/*.tsx'],
    // A *.spec-support file holds a suite's own test set-up: only spec files import it.
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.spec-support.ts', '**/*.spec-support.tsx', '**/*.int-spec.ts', '**/e2e/**', 'libs/ui/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@inasaku/ui/testing', message: 'Test-only helpers: import them from spec files only.' }] }],
    },
  },
];
