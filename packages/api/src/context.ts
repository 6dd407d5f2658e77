import type { ActorCache } from '@pb/core/auth/actor-cache'
import type { CoreDeps, UseCaseContext } from '@pb/core/context'
import { useCaseContext } from '@pb/core/context'
import { type DeviceCookie, deviceCookie } from './device-cookie'

/**
 * A procedure's context is the use-case context (dependencies, the caller and where they call from)
 * with the device cookie the sign-in calls read and set.
 */
export interface Context extends UseCaseContext {
  deviceCookie: DeviceCookie
}

export interface ContextSource {
  deps: CoreDeps
  actors: ActorCache
  headers: Headers
  ip: string
  /** Headers the answer will carry (a cookie set by a sign-in). */
  answerHeaders: Headers
  /** Whether the client reached the server over HTTPS: cookies are then Secure. */
  https: boolean
}

/** Reads the bearer token of a request; an invalid or expired token simply leaves no actor. */
export async function createContext({
  deps,
  actors,
  headers,
  ip,
  answerHeaders,
  https,
}: ContextSource): Promise<Context> {
  const token = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1]
  const actor = token ? await actors.authenticate(deps.db, token, deps.clock.now()) : null
  return {
    ...useCaseContext(deps, actor, { ip, userAgent: headers.get('user-agent') ?? '' }),
    deviceCookie: deviceCookie(headers, answerHeaders, https),
  }
}
