import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { join, resolve } from 'node:path'

import { defineConfig, loadEnv, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

import { chakraGlobalCss } from './scripts/chakra-global-css'
import { noEntryCycles } from './scripts/entry-cycles'
import { prerender } from './scripts/prerender'
import { publishContracts } from './scripts/publish-contracts'
import { platformApiPattern } from './src/api/services'

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
      chakraGlobalCss(),
      react(),
      babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
      lingui(),
      contracts(),
      prerender(),
      noEntryCycles(),
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
      // A route's chunks are not preloaded from script, only the page's own from its HTML. With the
      // UI libraries in one chunk (below) a first visit's sign-in reaches the dashboard as fast
      // without them (2.37 s either way, no service worker, 150 ms RTT, 1.6 Mbps), and each <link>
      // the helper appends costs the main thread 0.3-0.5 ms, and the sign-in page's entry the 3.4 KB
      // list of every route's chunks.
      // A chunk's stylesheet (the signed-in shell's web font) is still loaded with it.
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))) },
      rollupOptions: {
        output: {
          // Chunks named by their hash alone: short names in every import and preload link.
          chunkFileNames: 'assets/c-[hash].js',
          // Chakra and the libraries under it in one chunk (96 KB gzip, nearly all of it drawn by the
          // signed-in shell anyway). Split by what imports what, they were 30 small chunks, five
          // imports deep: 55 chunks for the dashboard, whose preload links took a 70 ms task at the
          // shell's first load, and a first visit's sign-in took 2.85 s to reach the dashboard (2.37 s
          // now, figures above). Their own dependencies (React) stay out: not in the sign-in page.
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              { name: 'ui', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|proxy-compare|stylis|@swc|hoist-non-react-statics)[\\/]/ },
              // React in a chunk of its own, which the sign-in page's boot script runs in a task of its own (scripts/prerender.ts).
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]lib[\\/]react-dom-client\.ts$/ },
              // The router's packages, which the build otherwise cuts into seven chunks of a few hundred bytes each, every one a
              // request in the first task of a signed-in page (about 2 ms of main thread each on a tablet's CPU).
              { name: 'router', test: /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|react-store|store)|use-sync-external-store)[\\/]/ },
              // The app's small modules that the routes' definitions share (search schemas, permissions, formatting, the route
              // guard): one chunk rather than eleven. Not the entry's own imports (lib/cookies.ts): scripts/entry-cycles.ts.
              { name: 'start', test: /src[\\/](lib[\\/](permissions|format|route-guard|returned-request)|components[\\/]plain[\\/]button|features[\\/][^\\/]+[\\/][^\\/]+-search)\.tsx?$/ },
            ],
          },
        },
      },
    },
    server: {
      proxy: {
        [platformApiPattern]: 'http://localhost:8080',
        '/healthz': 'http://localhost:8080',
      },
    },
  }
})
