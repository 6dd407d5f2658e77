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
      { path: '/login', modules: ['src/routes/login.tsx'], maxGzipKb: 200 },
      { path: '/admin/login', modules: ['src/routes/admin/login.tsx'], maxGzipKb: 200 },
      {
        path: '/game',
        // The live event stream mounts as soon as a member is signed in.
        modules: ['src/routes/game.tsx', 'src/features/live/member-live-events.tsx'],
        maxGzipKb: 350,
      },
    ]),
  ],
  server: {
    proxy: {
      '/trpc': backend,
      '/api': backend,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
})
