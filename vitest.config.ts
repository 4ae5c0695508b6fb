import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

import { chakraGlobalCss } from './scripts/chakra-global-css'

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  // chakraGlobalCss: a screen under test may import the themed components' stylesheet.
  plugins: [chakraGlobalCss(), react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts', 'tests/contracts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
