import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { bundleBudget } from './build/bundle-budget'

const backend = 'http://localhost:3000'

export default defineConfig({
  // The router plugin has to run before the React plugin so route files are split first.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    bundleBudget([
      { path: '/login', modules: ['src/routes/login.tsx'], maxGzipKb: 150 },
      { path: '/admin/login', modules: ['src/routes/admin/login.tsx'], maxGzipKb: 150 },
      {
        path: '/game',
        // The live event stream mounts as soon as a member is signed in.
        modules: ['src/routes/game.tsx', 'src/features/live/member-live-events.tsx'],
        maxGzipKb: 250,
      },
    ]),
  ],
  server: {
    proxy: {
      '/trpc': backend,
      '/api': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs before its first paint, as one chunk: it compresses better
              // than the dozens of small shared chunks the default split makes of it.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|i18next|react-i18next|tailwind-merge|clsx|class-variance-authority)[\\/]/,
            },
          ],
        },
      },
    },
  },
})
