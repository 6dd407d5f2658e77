import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from './root'

export { assertBatchAllowed } from './batch-limit'
export { type Context, createContext } from './context'
export { describeError, trpcErrorResponse } from './errors'
export { type DeclaredProcedure, declaredProcedures } from './procedure-declarations'
export { answerInside } from './rest/edge-names'
export { errorResponse } from './rest/envelope'
export { createRestHandler } from './rest/handler'
export { buildOpenApi } from './rest/openapi'
export type { ProcedurePath } from './rest/procedures'
export type { RestRoute } from './rest/route'
export { createRouteMatcher } from './rest/route-matcher'
export { restRoutes } from './rest/route-table'
export { type AppRouter, appRouter, createCaller } from './root'

export type RouterInputs = inferRouterInputs<AppRouter>
export type RouterOutputs = inferRouterOutputs<AppRouter>
export { serveEventStream } from './sse/event-stream'
