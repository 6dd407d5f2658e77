export type Area = 'member' | 'admin'

export const loginPathOf = { member: '/login', admin: '/admin/login' } as const

/** docs/product.md §6: calls made from an /admin page carry the administrator's token, all others the member's. */
export function areaOfPath(pathname: string): Area {
  return pathname.startsWith('/admin') ? 'admin' : 'member'
}
