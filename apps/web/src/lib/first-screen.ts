import type { QueryClient } from '@tanstack/react-query'

/** Past this, the first screen counts as settled even if some call is still running (a slow or hanging one). */
const longestWaitMs = 5_000

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in globalThis ? requestIdleCallback(run, { timeout: 1_000 }) : setTimeout(run, 0)

/**
 * Runs `run` once, in an idle moment, when the query cache has no call in flight (at once if it has
 * none), or after 5 s at the latest; returns what stops the wait.
 */
export function whenCallsSettle(queryClient: QueryClient, run: () => void): () => void {
  const stop = () => {
    unsubscribe()
    clearTimeout(deadline)
  }
  const settle = () => {
    stop()
    whenIdle(run)
  }
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() === 0) settle()
  })
  const deadline = setTimeout(settle, longestWaitMs)
  if (queryClient.isFetching() === 0) settle()
  return stop
}

let markSettled: () => void = () => {}

/**
 * Settles once the first screen has its data (README, "The first load on a phone"): what no first
 * screen draws (the rest of the font, the dialogs) is fetched then, so on a slow link it does not
 * share the link with the screen's scripts and calls.
 */
const firstScreenSettled = new Promise<void>((resolve) => {
  markSettled = resolve
})

let fetchQueue: Promise<unknown> = firstScreenSettled

/**
 * Fetches what no first screen draws once the first screen has settled, one thing at a time, each in
 * an idle moment of its own: a dozen modules started together resolve and evaluate in one long task.
 * Answers the fetch's outcome.
 */
export function fetchAfterFirstScreen<T>(fetch: () => Promise<T>): Promise<T> {
  const fetched = fetchQueue.then(() => new Promise<void>((resolve) => whenIdle(resolve))).then(fetch)
  fetchQueue = fetched.catch(() => undefined)
  return fetched
}

/**
 * How long after the first screen has settled the rest of the font comes. Its stylesheet, once in,
 * lays out every line of the page again in one long task (several hundred ms at the CPU speed
 * bench:pages simulates for a phone), and the page's own
 * words never need it (their subsets are in the page itself): only names and messages from the data
 * do, shown meanwhile in the phone's own font. So it comes once the page has been quiet a while, not in
 * the seconds a member starts to play.
 */
const restOfFontAfterMs = 10_000

/** Settles in an idle moment `restOfFontAfterMs` after the first screen has settled. */
export const restOfFontDue = firstScreenSettled
  .then(() => new Promise((resolve) => setTimeout(resolve, restOfFontAfterMs)))
  .then(() => new Promise<void>((resolve) => whenIdle(resolve)))

/** Called by a first screen that makes no calls (the sign-in screens'), once it has mounted. */
export const settleFirstScreen = () => void whenIdle(markSettled)

/** Called once the first screen has mounted, so its calls have started. */
export const watchFirstScreen = (queryClient: QueryClient) => whenCallsSettle(queryClient, markSettled)
