import {
  type Actor,
  type ActorCache,
  type CoreDeps,
  DomainError,
  eventsFor,
  redeemEventTicket,
} from '@pb/core'
import { errorResponse } from '../rest/envelope'

const PING_MS = 15_000

/**
 * `GET /api/events`: server-sent events for the signed-in user, authorised by the bearer header or
 * a one-time ticket (never a refresh token in the URL). Each message is `id: <event id>` and
 * `data: <JSON with type>`; a reconnection with `Last-Event-ID` (or `?lastEventId=`) first gets what
 * it missed. The stream ends with its session.
 */
export async function serveEventStream(
  deps: CoreDeps,
  actors: ActorCache,
  request: Request,
): Promise<Response> {
  const url = new URL(request.url)
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  const ticket = url.searchParams.get('ticket')
  const now = deps.clock.now()
  let actor: Actor | null = null
  if (bearer) actor = await actors.authenticate(deps.db, bearer, now)
  else if (ticket) actor = await redeemEventTicket(deps.db, ticket, now)
  if (!actor) return errorResponse(new DomainError('UNAUTHORIZED'))

  const lastEventId = request.headers.get('last-event-id') ?? url.searchParams.get('lastEventId')
  const stop = new AbortController()
  request.signal.addEventListener('abort', () => stop.abort())
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          stop.abort()
        }
      }
      send(': connected\nretry: 3000\n\n')
      const ping = setInterval(() => send(': ping\n\n'), PING_MS)
      try {
        for await (const { id, event } of eventsFor(deps.bus, actor, { signal: stop.signal, lastEventId }))
          send(`id: ${id}\ndata: ${JSON.stringify(event)}\n\n`)
      } finally {
        clearInterval(ping)
        try {
          controller.close()
        } catch {}
      }
    },
    cancel() {
      stop.abort()
    },
  })
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    },
  })
}
