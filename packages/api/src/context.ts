import { type Actor, authenticate } from '@pb/core'
import type { Db } from '@pb/db'

export interface Context {
  db: Db
  actor: Actor | null
  ip: string
  userAgent: string
}

export interface ContextSource {
  db: Db
  headers: Headers
  ip: string
}

/** Reads the bearer token of a request; an invalid or expired token simply leaves no actor. */
export async function createContext({ db, headers, ip }: ContextSource): Promise<Context> {
  const token = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1]
  return {
    db,
    actor: token ? await authenticate(db, token) : null,
    ip,
    userAgent: headers.get('user-agent') ?? '',
  }
}
