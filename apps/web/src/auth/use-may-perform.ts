import { type AdminAction, mayPerform } from '@pb/access'
import { useSession } from './session-store'

/** Whether the signed-in administrator may take the action (the table the server checks too). */
export function useMayPerform(action: AdminAction): boolean {
  const role = useSession('admin').user?.roleCode
  return role !== undefined && mayPerform(role, action)
}
