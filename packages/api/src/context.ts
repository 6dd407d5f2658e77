import { type Actor, authenticate, type CoreDeps, redeemEventTicket } from '@pb/core'
import type { Db } from '@pb/db'

export interface Context {
  db: Db
  deps: CoreDeps
  actor: Actor | null
  ip: string
  userAgent: string
}

export interface ContextSource {
  deps: CoreDeps
  headers: Headers
  ip: string
  /** Sent by a subscription's EventSource, which cannot send headers: `{ ticket }` from `events.ticket`. */
  connectionParams?: Record<string, string | undefined> | null
}

/** Reads the bearer token of a request; an invalid or expired token simply leaves no actor. */
export async function createContext({
  deps,
  headers,
  ip,
  connectionParams,
}: ContextSource): Promise<Context> {
  const token = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1]
  const ticket = connectionParams?.ticket
  const now = deps.clock.now()
  return {
    db: deps.db,
    deps,
    actor: token
      ? await authenticate(deps.db, token, now)
      : ticket
        ? await redeemEventTicket(deps.db, ticket, now)
        : null,
    ip,
    userAgent: headers.get('user-agent') ?? '',
  }
}
