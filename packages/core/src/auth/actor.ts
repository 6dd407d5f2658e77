import type { RoleCode } from '@pb/access'

export type Area = 'member' | 'admin'

/** Who is calling: resolved from a valid access token on every request. */
export interface Actor {
  userId: number
  loginId: string
  roleCode: RoleCode
  orgId: number
  /** The actor's org path ("/1/4/"); everything they may manage lies below it. */
  orgPath: string
  area: Area
  sessionId: string
}
