import { eventsFor, eventTicket } from '@pb/core'
import { type TRPCRouterRecord, tracked } from '@trpc/server'
import { authedProcedure } from '../trpc'

let sequence = 0

export const eventsRouter = {
  /** The signed-in user's live events; each carries an id so a reconnecting client can say where it was. */
  stream: authedProcedure.subscription(async function* ({ ctx, signal }) {
    for await (const event of eventsFor(ctx.bus.subscribe, ctx.actor, signal)) {
      sequence += 1
      yield tracked(String(sequence), event)
    }
  }),

  /** A one-time ticket for `GET /api/events?ticket=…`, for clients that cannot send a header. */
  ticket: authedProcedure.mutation(({ ctx }) => eventTicket(ctx)),
} satisfies TRPCRouterRecord
