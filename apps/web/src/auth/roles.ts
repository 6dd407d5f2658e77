import type { SessionUser } from '../trpc/types'
import type { Area } from './area'

/** Whether the user belongs in the area (docs/product.md §2.1: /admin for every role but MEMBER). */
export function belongsToArea(user: SessionUser, area: Area): boolean {
  return (user.roleCode === 'MEMBER') === (area === 'member')
}
