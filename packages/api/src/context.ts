import type { ActorCache, CoreDeps, UseCaseContext } from '@pb/core'
import { useCaseContext } from '@pb/core'

/** A procedure's context is the use-case context: dependencies, the caller and where they call from. */
export type Context = UseCaseContext

export interface ContextSource {
  deps: CoreDeps
  actors: ActorCache
  headers: Headers
  ip: string
}

/** Reads the bearer token of a request; an invalid or expired token simply leaves no actor. */
export async function createContext({ deps, actors, headers, ip }: ContextSource): Promise<Context> {
  const token = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1]
  const actor = token ? await actors.authenticate(deps.db, token, deps.clock.now()) : null
  return useCaseContext(deps, actor, { ip, userAgent: headers.get('user-agent') ?? '' })
}
