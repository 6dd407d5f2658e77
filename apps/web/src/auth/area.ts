import type { SessionUser } from '../trpc/types'

export type Area = 'member' | 'admin'

export const loginPathOf = { member: '/login', admin: '/admin/login' } as const

/** Where a signed-in user of each area starts (docs/product.md §2.1). */
export const homePathOf = { member: '/game', admin: '/admin' } as const

/** docs/product.md §6: calls made from an /admin page carry the administrator's token, all others the member's. */
export function areaOfPath(pathname: string): Area {
  return pathname.startsWith('/admin') ? 'admin' : 'member'
}

/** Whether the user belongs in the area (docs/product.md §2.1: /admin for every role but MEMBER). */
export function belongsToArea(user: SessionUser, area: Area): boolean {
  return (user.roleCode === 'MEMBER') === (area === 'member')
}
