import type { RoleCode } from '../../../trpc/types'

/**
 * docs/roles-and-branches.md §8: a row's detail, edit and delete are offered to SUPER, or to a viewer
 * whose role differs from the row's. The server still refuses what the viewer may not do.
 */
export function mayManageRow(viewer: RoleCode, row: RoleCode): boolean {
  return viewer === 'SUPER' || viewer !== row
}
