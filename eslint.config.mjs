import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

const domains = ['account', 'fields', 'works', 'water', 'weather', 'reports'];

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/var/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
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
  // @inasaku/ui/testing (jsdom render helpers, jest globals) belongs to unit tests only, never to a bundle.
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/e2e/**', 'libs/ui/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@inasaku/ui/testing', message: 'Test-only helpers: import them from spec files only.' }] }],
    },
  },
];
