import { readdirSync } from 'node:fs'

import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// One zone per feature folder, so a new feature is covered without editing this file.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/routeTree.gen.ts', 'src/api/schema/**', 'src/locales/**', 'test-results', 'playwright-report', '.data', 'server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The PWA never reaches into the sandbox platform.
            { target: './src', from: './server', message: 'The PWA talks to the platform only through src/api.' },
            // The server reads generated contract types, the fee arithmetic the screens preview with, and
            // where the build wrote each language's prerendered page, the NUBAN check the forms share and
            // the keys that name other records (an approval's references), never the PWA's other code.
            {
              target: './server',
              from: './src',
              except: ['./api/schema', './api/services.ts', './lib/dispute-reasons.ts', './lib/fees.ts', './lib/nuban.ts', './lib/reference-keys.ts', './lib/prerendered-files.ts'],
              message:
                'The server may import only src/api/schema, src/api/services.ts, src/lib/dispute-reasons.ts, src/lib/fees.ts, src/lib/nuban.ts, src/lib/reference-keys.ts and src/lib/prerendered-files.ts.',
            },
            // Code flows shared → features → routes: no feature imports another feature.
            { target: './src/features/*/**', from: './src/routes', message: 'Features do not import routes.' },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'No feature imports another feature: move what both need to src/components, src/lib or src/api, or compose them in a route.',
            })),
            { target: './src/components', from: './src/features', message: 'Shared components do not import features.' },
            { target: './src/lib', from: './src/features', message: 'lib does not import features.' },
          ],
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['scripts/**', 'server/**', 'tests/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests and the demo script walk JSON answers freely.
    files: ['**/*.test.ts', 'tests/**', 'server/src/testing.ts', 'server/src/seed/demo-activity.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
