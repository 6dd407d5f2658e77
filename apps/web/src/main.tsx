import '@fontsource-variable/noto-sans-kr'
import './index.css'
import './theme/theme'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { languageReady } from './i18n/i18n'
import { queryClient } from './query-client'
import { router } from './router'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// An English reader's words load first, so the first screen is never in the wrong language.
void languageReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
)
