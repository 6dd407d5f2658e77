import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { nextTask } from './lib/next-task'
import { queryClient } from './query-client'

/**
 * The app at the current address, once the router has matched it and loaded the page's code: the page
 * is then part of the first render, where it would otherwise come in a second, synchronous one once
 * its code arrived. Should that load fail, the router loads again as it mounts and shows the error
 * there. Evaluating the route tree's modules (a chunk of their own, preloaded by the page's HTML),
 * making the router, loading the page's code (evaluated in the task that load ends in) and starting
 * the render each take a task of their own, and none shares the task that evaluated this module (the
 * import that calls `startApp` ends in it), so on a slow phone they are not one long task.
 */
export async function startApp() {
  const { createAppRouter } = await nextTask().then(() => import('./router'))
  await nextTask()
  const router = createAppRouter()
  await nextTask()
  await router.load().catch(() => undefined)
  await nextTask()
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
