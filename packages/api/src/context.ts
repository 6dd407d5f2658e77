import { type Actor, authenticate, type CoreDeps } from '@pb/core'
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
}

/** Reads the bearer token of a request; an invalid or expired token simply leaves no actor. */
export async function createContext({ deps, headers, ip }: ContextSource): Promise<Context> {
  const token = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1]
  return {
    db: deps.db,
    deps,
    actor: token ? await authenticate(deps.db, token, deps.clock.now()) : null,
    ip,
    userAgent: headers.get('user-agent') ?? '',
  }
}
