import type { SessionUser } from '../trpc/types'
import type { Area } from './area'

/** Whether the user belongs in the area (spec §2: /admin for every role but MEMBER). */
export function belongsToArea(user: SessionUser, area: Area): boolean {
  return (user.roleCode === 'MEMBER') === (area === 'member')
}
