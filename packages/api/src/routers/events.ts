import { eventTicket } from '@pb/core/auth/event-ticket'
import { DomainError } from '@pb/core/errors'
import { eventsFor } from '@pb/core/events/audience'
import { type TRPCRouterRecord, tracked } from '@trpc/server'
import { z } from 'zod'
import { answer } from '../answer'
import { toTRPCError } from '../errors'
import { eventPosition } from '../rest/responses/events'
import { authedProcedure } from '../trpc'

/** tRPC fills `lastEventId` from the tracked id when the client reconnects. */
const streamInput = z.object({ lastEventId: z.string().max(32).nullish() }).nullish()

export const eventsRouter = {
  /**
   * The signed-in user's live events, each tracked by its global id: a reconnecting client first gets
   * what it missed (or one RESYNC). Ends with the session.
   */
  stream: authedProcedure.input(streamInput).subscription(async function* ({ ctx, input, signal }) {
    try {
      for await (const { id, event } of eventsFor(ctx.bus, ctx.actor, {
        signal,
        lastEventId: input?.lastEventId,
      }))
        yield tracked(String(id), event)
    } catch (error) {
      // Thrown after the procedure answered, past the middleware: SERVER_DRAINING keeps its code,
      // a retryable one, on which the client reconnects by itself.
      throw error instanceof DomainError ? toTRPCError(error) : error
    }
  }),

  /**
   * The id of the newest event so far. A page reads it before its data and opens its stream from it,
   * so the stream replays what changed in between instead of the page reading everything twice.
   */
  position: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/events/position',
        summary: '이벤트 스트림의 현재 위치',
      },
    })
    .output(answer(eventPosition))
    .query(({ ctx }) => ({ lastEventId: String(ctx.bus.lastId()) })),

  /** A one-time ticket for `GET /api/events?ticket=…`, for clients that cannot send a header. */
  ticket: authedProcedure
    .meta({ rest: { method: 'POST', path: '/events/ticket', summary: '이벤트 스트림 1회용 티켓' } })
    .mutation(({ ctx }) => eventTicket(ctx)),
} satisfies TRPCRouterRecord
