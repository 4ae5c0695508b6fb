import { readdirSync } from 'node:fs'
import { join } from 'node:path'

import { defineConfig } from '@lingui/cli'

// Two catalogs per locale. `messages` is what the pages before sign-in and the shell need, loaded
// with the first page; `app` holds the business screens' messages (features other than auth,
// entities, the kit's lists and comparisons, the signed-in routes), loaded once signed in, so the
// sign-in page does not carry every screen's text.
const features = readdirSync(join(import.meta.dirname, 'src', 'features')).filter((name) => name !== 'auth')
export const appSources = [
  ...features.map((name) => `<rootDir>/src/features/${name}`),
  '<rootDir>/src/entities',
  '<rootDir>/src/routes/_authenticated',
  '<rootDir>/src/components/data-table',
  '<rootDir>/src/components/data-comparison',
]
const generated = ['**/node_modules/**', '<rootDir>/src/api/schema/**', '<rootDir>/src/routeTree.gen.ts']

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'es', 'zh', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: [...generated, ...appSources.map((source) => `${source}/**`)] },
    { path: '<rootDir>/src/locales/{locale}/app', include: appSources, exclude: generated },
  ],
  format: 'po',
  orderBy: 'messageId',
})
