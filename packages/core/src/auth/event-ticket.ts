import type { UseCaseContext } from '../context'
import { requireSignedIn } from './permissions'
import { issueEventTicket, TICKET_MS } from './sessions'

/** A one-time ticket for `GET /api/events?ticket=…`, for clients that cannot send a header. */
export async function eventTicket(ctx: UseCaseContext) {
  return {
    ticket: await issueEventTicket(ctx.db, requireSignedIn(ctx), ctx.clock.now()),
    expiresInSeconds: TICKET_MS / 1000,
  }
}
