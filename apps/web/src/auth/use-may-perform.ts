import { mayPerform, type Permission } from '@pb/access'
import { useSession } from './session-store'

/** Whether the signed-in administrator holds the permission (the table the server checks too). */
export function useMayPerform(permission: Permission): boolean {
  const role = useSession('admin').user?.roleCode
  return role !== undefined && mayPerform(role, permission)
}
