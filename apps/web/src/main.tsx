import './index.css'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { boot } from './boot'
import { nextTask } from './lib/next-task'
import { queryClient } from './query-client'
import { createAppRouter } from './router'

// The router matches the address and loads the page's code before the first render: the page is then
// part of that render, where it would otherwise come in a second, synchronous one once its code
// arrived. Should that load fail, the router loads again as it mounts and shows the error there.
// The page's code is evaluated in the task the load ends in; the render starts in the next, so the
// two are not one long task on a slow phone.
boot(async () => {
  const router = createAppRouter()
  await router.load().catch(() => undefined)
  await nextTask()
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
})
