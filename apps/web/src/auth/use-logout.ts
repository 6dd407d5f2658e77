import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { trpc } from '../trpc/client'
import { type Area, loginPathOf } from './area'
import { clearSession } from './session-store'

/** docs/product.md §4.1: logging out always clears the stored session, even when the server call fails. */
export function useLogout(area: Area) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const logout = useMutation(trpc.auth.logout.mutationOptions({ trpc: { context: { area } } }))

  async function signOut() {
    await logout.mutateAsync().catch(() => undefined)
    clearSession(area)
    await navigate({ to: loginPathOf[area], replace: true })
    queryClient.clear()
  }

  return { signOut, isSigningOut: logout.isPending }
}
