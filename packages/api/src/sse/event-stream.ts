import type { Actor } from '@pb/core/auth/actor'
import type { ActorCache } from '@pb/core/auth/actor-cache'
import { redeemEventTicket } from '@pb/core/auth/sessions'
import type { CoreDeps } from '@pb/core/context'
import { DomainError } from '@pb/core/errors'
import { openEventStream } from '@pb/core/events/audience'
import type { ClientEvent, EventBus, EventSink } from '@pb/core/events/types'
import { errorResponse } from '../rest/envelope'

const PING_MS = 15_000
const encoder = new TextEncoder()
const OPENING = encoder.encode(': connected\nretry: 3000\n\n')
const PING = encoder.encode(': ping\n\n')
const RECONNECT_SOON = encoder.encode('retry: 1000\n\n')

/**
 * The frame of the event being fanned out. A publication reaches every stream before the next one,
 * so each event is encoded once however many streams write it.
 */
let latest: { event: ClientEvent; id: number; frame: Uint8Array } | undefined
function frameOf(event: ClientEvent, id: number): Uint8Array {
  if (latest?.event !== event || latest.id !== id)
    latest = { event, id, frame: encoder.encode(`id: ${id}\ndata: ${JSON.stringify(event)}\n\n`) }
  return latest.frame
}

/** Bun's ReadableStream with a direct source (the web app's DOM typings, which reach this file too, lack it). */
const DirectStream = ReadableStream as unknown as new (source: Bun.DirectUnderlyingSource) => ReadableStream

/** Every open stream of this process, for the one heartbeat that keeps them all past idle timeouts. */
const open = new Set<SseStream>()
let heartbeat: ReturnType<typeof setInterval> | undefined

function watch(stream: SseStream) {
  open.add(stream)
  if (heartbeat) return
  heartbeat = setInterval(() => {
    for (const each of open) each.write(PING)
  }, PING_MS)
  heartbeat.unref()
}

function unwatch(stream: SseStream) {
  open.delete(stream)
  if (open.size > 0 || !heartbeat) return
  clearInterval(heartbeat)
  heartbeat = undefined
}

/**
 * One response body, as the direct stream's source (its writes go straight to the socket) and the
 * registry's sink at once: a few fields per subscriber, no timer, queue or closure of its own.
 */
class SseStream implements EventSink, Bun.DirectUnderlyingSource {
  readonly type = 'direct'
  private controller: ReadableStreamDirectController | undefined
  private bus: EventBus | undefined
  private lastEventId: string | null
  private release: (() => void) | undefined
  private done = false

  constructor(
    readonly actor: Actor,
    bus: EventBus,
    lastEventId: string | null,
  ) {
    this.bus = bus
    this.lastEventId = lastEventId
  }

  /** Bun calls it once the response starts; returning without closing keeps the response open. */
  pull(controller: ReadableStreamDirectController) {
    const bus = this.bus as EventBus
    this.bus = undefined
    this.controller = controller
    controller.write(OPENING)
    watch(this)
    const release = openEventStream(bus, this, this.lastEventId)
    this.lastEventId = null
    if (this.done) release()
    else this.release = release
  }

  /** The client went away. */
  cancel() {
    this.close()
  }

  send(event: ClientEvent, id: number) {
    this.write(frameOf(event, id))
  }

  write(chunk: Uint8Array) {
    try {
      this.controller?.write(chunk)
    } catch {
      // Written after the socket closed: the stream is over.
      this.close()
    }
  }

  end(reason?: 'draining') {
    // The instance is going away: the browser reconnects in a second, through the proxy to another.
    if (reason === 'draining') this.write(RECONNECT_SOON)
    this.close()
  }

  private close() {
    if (this.done) return
    this.done = true
    this.release?.()
    unwatch(this)
    try {
      this.controller?.close()
    } catch {}
  }
}

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
  return new Response(new DirectStream(new SseStream(actor, deps.bus, lastEventId)), {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    },
  })
}
