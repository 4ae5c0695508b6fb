import { defineConfig } from '@lingui/cli'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'es', 'zh', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/api/schema/**', '<rootDir>/src/routeTree.gen.ts'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
})
