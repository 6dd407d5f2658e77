import { appRouter, createRouteMatcher, restRoutes } from '@pb/api'

/*
 * The route a request is counted under in the metrics (docs/operations.md §5): the pattern it matched,
 * never its raw path, whose ids would make a time series each; anything unknown shares one label, so
 * no client can make the series grow.
 */

const lookUpRest = createRouteMatcher(restRoutes)
/** Served beside the REST route table (app.ts). */
const fixedApiPaths = new Set(['/api/events', '/api/openapi.json', '/api/test/clock/advance'])
const procedures = new Set(Object.keys(appRouter._def.procedures))

/** `/api/bets/{id}` for `/api/bets/123`; `/api/*` for a path no route has. */
export function apiRouteLabel(request: Request): string {
  const { pathname } = new URL(request.url)
  if (fixedApiPaths.has(pathname)) return pathname
  const found = lookUpRest(request.method, pathname.slice('/api'.length) || '/')
  return found?.route ? `/api${found.route.path}` : '/api/*'
}

/** `/trpc/bets.place` for one call of a procedure; `/trpc/(batch)` for several; `/trpc/*` for an unknown one. */
export function trpcRouteLabel(request: Request): string {
  const called = new URL(request.url).pathname.slice('/trpc/'.length).split(',')
  if (!called.every((path) => procedures.has(path))) return '/trpc/*'
  return called.length === 1 ? `/trpc/${called[0]}` : '/trpc/(batch)'
}

/** Pages and assets of the web app, one label for all. */
export const siteRoute = () => '(site)'
