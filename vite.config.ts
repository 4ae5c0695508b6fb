import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { join, resolve } from 'node:path'

import { defineConfig, loadEnv, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

import { prerender } from './scripts/prerender'
import { publishContracts } from './scripts/publish-contracts'

/** The contracts and their rendered reference under /api/ of the build (scripts/publish-contracts.ts). */
function contracts(): Plugin {
  let outDir = 'dist'
  return {
    name: 'publish-contracts',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      publishContracts(join(outDir, 'api'))
    },
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const appName = env.VITE_APP_NAME || 'Agent Banking Back Office'
  const shortName = env.VITE_APP_SHORT_NAME || 'Back Office'
  return {
    define: {
      __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        quoteStyle: 'single',
        // Loaders only start a route's fetch: in the route's own chunk they keep every screen's API
        // module out of the entry the sign-in page loads.
        codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
      }),
      react(),
      babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
      lingui(),
      contracts(),
      prerender(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        includeManifestIcons: false,
        injectManifest: {
          rollupFormat: 'iife',
          globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
          // The API reference (about 2 MB) is cached when first opened, not installed with the app.
          globIgnores: ['screenshots/**', 'api/**'],
        },
        manifest: {
          name: appName,
          short_name: shortName,
          description: 'Back office of the agent-banking platform: merchants, agents, approvals, reports.',
          theme_color: '#6143be',
          background_color: '#ffffff',
          display: 'standalone',
          start_url: '/',
          scope: '/',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
      }),
    ],
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      rollupOptions: {
        // Chunks named by their hash alone: the entry's preload map lists every chunk of every
        // route, so short names keep the sign-in page's bytes down as screens are added.
        output: { chunkFileNames: 'assets/c-[hash].js' },
      },
    },
    server: {
      proxy: {
        '^/(ums|apms|aud|mer|pms|dashms|admin|sup|reportms|cms)/': 'http://localhost:8080',
        '/healthz': 'http://localhost:8080',
      },
    },
  }
})
