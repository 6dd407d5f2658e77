import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { bundleBudget } from './build/bundle-budget'
import { pageEntries } from './build/page-entries'
import type { Page } from './build/pages'
import { precompress } from './build/precompress'

const backend = 'http://localhost:3000'
const signInEntry = 'src/sign-in-main.tsx'

/**
 * The pages opened first, often on a phone: each gets an entry that preloads its scripts, and the
 * build prints their initial JavaScript as sent (KB, Brotli) against a target and fails over a limit.
 */
const pages: Page[] = [
  // The sign-in screens start from an entry of their own, without the router or React Query.
  { path: '/login', entry: signInEntry, modules: [], targetKb: 100, maxKb: 100 },
  { path: '/admin/login', entry: signInEntry, modules: [], targetKb: 100, maxKb: 100 },
  {
    path: '/game',
    // The app's modules and its route tree come in chunks of their own (src/main.tsx, src/app.tsx);
    // the live event stream mounts as soon as a member is signed in.
    modules: [
      'src/app.tsx',
      'src/router.ts',
      'src/routes/game.tsx',
      'src/features/live/member-live-events.tsx',
    ],
    targetKb: 180,
    maxKb: 180,
  },
  {
    path: '/admin/members',
    modules: [
      'src/app.tsx',
      'src/router.ts',
      'src/routes/admin/_console.tsx',
      'src/routes/admin/_console/members.tsx',
    ],
    targetKb: 250,
    maxKb: 275,
  },
]

export default defineConfig({
  // The router plugin has to run before the React plugin so route files are split first.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    bundleBudget(pages),
    pageEntries(pages, 'src/i18n/ko.ts'),
    precompress(),
  ],
  server: {
    proxy: {
      '/trpc': backend,
      '/api': backend,
    },
  },
  build: {
    outDir: 'dist',
    modulePreload: {
      // The HTML still preloads its entry's imports, but a route loaded later no longer appends a
      // preload for each of its scripts at once: on a slow phone that was a long task of its own, and
      // the first pages' HTML preloads their route's scripts already (build/page-entries.ts). Other
      // routes' scripts are fetched as their chunk is read, which the router starts when a link is
      // pointed at or touched (`defaultPreload: 'intent'`, src/router.ts).
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    // The budget plugin prints the sizes that matter (Brotli, per page); the per-file gzip table is noise.
    reportCompressedSize: false,
    emptyOutDir: true,
    rolldownOptions: {
      input: { index: 'index.html', 'sign-in': signInEntry },
      output: {
        codeSplitting: {
          // A page's first load of two dozen 1 KB chunks costs a phone a request and a compile task
          // each: shared chunks this small are copied into the chunks that use them instead.
          experimentalInlineCommonChunks: { maxSize: 8_000 },
          groups: [
            {
              // What every page runs before its first paint, as one chunk: it compresses better
              // than the dozens of small shared chunks the default split makes of it.
              name: 'framework',
              // Vite's helper for dynamic imports, which both entries use, rides along rather than
              // costing a request of its own.
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|tailwind-merge|clsx|class-variance-authority)[\\/]|vite[\\/]preload-helper/,
            },
            {
              // What the app adds to it, and the sign-in screens do without.
              name: 'app-framework',
              test: /node_modules[\\/](use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
})
