import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../features/member/profile-page'
import { loadTrpc } from '../../trpc/load-client'

export const Route = createFileRoute('/_member/profile')({
  loader: async ({ context }) => {
    const { trpc } = await loadTrpc()
    return context.queryClient.ensureQueryData(trpc.users.profile.queryOptions())
  },
  component: ProfilePage,
})
