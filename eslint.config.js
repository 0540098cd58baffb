import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const libZone = {
  target: './src/lib',
  from: ['./src/components', './src/features', './src/routes'],
}

// One-way layering: lib, components/ui and theme → features → routes; features never import each
// other, and only routes import app/, which starts and frames the whole app.
const layering = [
  {
    target: ['./src/lib', './src/components', './src/features', './src/theme'],
    from: './src/app',
  },
  libZone,
  {
    target: './src/theme',
    from: ['./src/components', './src/features', './src/routes', './src/lib'],
  },
  { target: './src/components', from: ['./src/features', './src/routes'] },
  // Widgets and fields know nothing of pages; the frame and the page sections stay apart.
  {
    target: ['./src/components/ui', './src/components/form'],
    from: ['./src/components/layout', './src/components/sections'],
  },
  { target: './src/components/ui', from: './src/components/form' },
  { target: './src/components/layout', from: './src/components/sections' },
  { target: './src/components/sections', from: './src/components/layout' },
  { target: './src/features', from: './src/routes' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what they share into lib or components.',
  })),
]

// The one exception: the app's form hook registers the shared field components (createFormHook).
const formHookLayering = layering.flatMap((zone) =>
  zone === libZone
    ? [
        { target: './src/lib', from: './src/components', except: ['./form'] },
        { target: './src/lib', from: ['./src/features', './src/routes'] },
      ]
    : [zone],
)

// Outside services are reached only through src/lib, under our own names.
const wrappedLibraries = [
  '@supabase/supabase-js',
  'idb-keyval',
  'react-toastify',
  'react-toastify/unstyled',
  'workbox-window',
  'zod',
  'zod/mini',
].map((name) => ({ name, message: 'Use the wrapper in src/lib instead.' }))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'styled-system',
      'src/routeTree.gen.ts',
      'supabase',
      'playwright-report',
      'test-results',
      'bench-results',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layering }],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [
            { pattern: 'styled-system/**', group: 'external', position: 'after' },
            { pattern: '@/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['src/lib/form/use-app-form.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: formHookLayering }] },
  },
  {
    // components/ holds React components only: hooks, helpers, class tables and copy live elsewhere.
    files: ['src/components/**/*.ts', 'src/components/**/use-*.tsx'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'Only React components live in src/components: put hooks in lib/, class tables in theme/, copy in a content module.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { paths: wrappedLibraries }] },
  },
  {
    // model/ holds pure rules: no network, storage, DOM or React. Types may still be shared.
    files: ['src/features/*/model/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: wrappedLibraries,
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                '@tanstack/react-*',
                '@/lib/network/*',
                '@/lib/storage/*',
                '@/lib/session/*',
                '@/lib/toast/*',
                '@/lib/pwa/*',
                '@/lib/browser/*',
                '@/lib/hooks/*',
                '@/lib/form/*',
                '@/lib/mail/open-mail-client',
                '@/lib/outbox/*',
                '!@/lib/outbox/endpoint',
                '!@/lib/outbox/outbox-rules',
                '@/components/*',
                '../api/*',
                '../components/*',
              ],
              allowTypeImports: true,
              message:
                'model/ is pure: no network, storage, DOM or React. Put I/O in api/ or components/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Scripts inlined in pages as they are (src/lib/early-input): plain browser JavaScript.
    files: ['src/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.browser, parserOptions: { projectService: false } },
  },
)
