import { isProposed } from '@pb/core/approvals/proposed'
import { DomainError, refusal } from '@pb/core/errors'
import type { Context } from '../context'
import { describeError } from '../errors'
import { createCaller } from '../root'
import { requestPathAtEdge, toEdge, toInside } from './edge-names'
import { errorResponse, jsonResponse } from './envelope'
import { buildOpenApi } from './openapi'
import { atPath } from './procedures'
import type { RestRequest } from './rest-declaration'
import { createRouteMatcher } from './route-matcher'
import { restRoutes } from './route-table'

export interface RestHandlerOptions {
  /** The context of a call; `answerHeaders` are added to its answer. */
  createContext: (request: Request, ip: string, answerHeaders: Headers) => Promise<Context>
  /** Largest accepted request body. */
  maxBodyBytes?: number
  /** Called for errors that are not the client's fault. */
  onInternalError?: (error: unknown) => void
}

async function readBody(request: Request, maxBytes: number): Promise<Record<string, unknown> | undefined> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) throw new DomainError('PAYLOAD_TOO_LARGE')
  const raw = await request.arrayBuffer()
  if (raw.byteLength > maxBytes) throw new DomainError('PAYLOAD_TOO_LARGE')
  const text = new TextDecoder().decode(raw).trim()
  if (!text) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new DomainError('INVALID_JSON')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw refusal('INVALID_JSON', 'jsonObject')
  }
  return parsed as Record<string, unknown>
}

/** A path parameter; a malformed percent-escape is the client's mistake, not the server's. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw refusal('VALIDATION', 'malformedPath')
  }
}

/** Serves /api/* as `{ success, data }` envelopes over the same procedures as /trpc. */
export function createRestHandler(options: RestHandlerOptions) {
  const lookup = createRouteMatcher(restRoutes)
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024
  const openApi = buildOpenApi(restRoutes)

  return async function handleRest(request: Request, ip: string): Promise<Response> {
    const url = new URL(request.url)
    const path = url.pathname.replace(/^\/api/, '') || '/'
    if (request.method === 'GET' && path === '/openapi.json') return jsonResponse(200, openApi)

    const found = lookup(request.method, path)
    if (!found?.route) return errorResponse(new DomainError(found ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND'))
    const { route } = found

    try {
      const params = Object.fromEntries(
        Object.entries(found.params).map(([name, value]) => [name, decodePathSegment(value)]),
      )
      const query = Object.fromEntries(url.searchParams)
      const hasBody = request.method === 'POST' || request.method === 'PUT'
      const body = hasBody ? await readBody(request, maxBodyBytes) : undefined
      const restRequest: RestRequest = { params, query, body, headers: request.headers }
      const sent = { ...(hasBody ? body : query), ...params }
      const named = route.edgeRequest ? route.edgeRequest.parse(sent) : toInside(sent, route.edgeNames)
      const input = { ...(named as object), ...route.extraInput?.(restRequest) }

      const answerHeaders = new Headers()
      const ctx = await options.createContext(request, ip, answerHeaders)
      const caller = createCaller(ctx)
      const call = atPath(caller, route.procedure) as (input: unknown) => Promise<unknown>
      const output = await call(input)
      const data = toEdge(output, route.edgeNames)
      if (route.file) {
        return new Response(String(data), {
          status: 200,
          headers: {
            'content-type': route.file.contentType,
            'content-disposition': `attachment; filename="${route.file.name}"`,
          },
        })
      }
      // A call four eyes turned into a proposal is accepted, not done (docs/roles-and-branches.md §5).
      const answer = jsonResponse(isProposed(output) ? 202 : (route.status ?? 200), { success: true, data })
      if (route.cachedUntilField) {
        const until = Date.parse(String((output as Record<string, unknown>)[route.cachedUntilField]))
        const maxAge = Math.max(0, Math.floor((until - ctx.clock.now().getTime()) / 1000))
        answer.headers.set('cache-control', `public, max-age=${maxAge}`)
      }
      for (const [name, value] of answerHeaders) answer.headers.append(name, value)
      return answer
    } catch (error) {
      const described = describeError(error)
      if (described.status >= 500) options.onInternalError?.(error)
      return errorResponse(error, (field) => requestPathAtEdge(field, route.edgeNames))
    }
  }
}
