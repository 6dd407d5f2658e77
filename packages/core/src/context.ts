import type { Permission } from '@pb/access'
import type { Db } from '@pb/db'
import type { Actor } from './auth/actor'
import type { Clock } from './clock'
import type { EventBus } from './events/types'

/** What the round engine and every use case run on. */
export interface CoreDeps {
  db: Db
  bus: EventBus
  clock: Clock
}

/**
 * The one context every use case takes beside its input: the dependencies, who is calling (null
 * when nobody is signed in) and from where. Each use case checks the role and scope it needs itself.
 */
export interface UseCaseContext extends CoreDeps {
  actor: Actor | null
  ip: string
  userAgent: string
  /**
   * The permission the calling administrator procedure declares (docs/api-conventions.md §10), which
   * `requireAdmin` checks; none outside such a procedure, and then every administrator use case refuses.
   */
  permission?: Permission
}

export function useCaseContext(
  deps: CoreDeps,
  actor: Actor | null,
  client: { ip: string; userAgent: string } = { ip: '', userAgent: '' },
): UseCaseContext {
  return { ...deps, actor, ...client }
}
