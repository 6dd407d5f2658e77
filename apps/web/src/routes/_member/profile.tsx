import { createFileRoute } from '@tanstack/react-router'
import { loadAccountCatalog } from '../../features/account/i18n/load-account-catalog'
import { ProfilePage } from '../../features/member/profile-page'
import { loadTrpc } from '../../trpc/load-client'

export const Route = createFileRoute('/_member/profile')({
  loader: async ({ context }) => {
    const [{ trpc }] = await Promise.all([loadTrpc(), loadAccountCatalog()])
    return context.queryClient.ensureQueryData(trpc.users.profile.queryOptions())
  },
  component: ProfilePage,
})
