import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const backend = 'http://localhost:3000'

export default defineConfig({
  // The router plugin has to run before the React plugin so route files are split first.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: {
    proxy: {
      '/trpc': backend,
      '/api': backend,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
})
