import { Toaster } from '@pb/ui/toaster'
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { useTheme } from '../theme/theme'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  const theme = useTheme()
  return (
    <>
      <Outlet />
      <Toaster theme={theme} />
    </>
  )
}
