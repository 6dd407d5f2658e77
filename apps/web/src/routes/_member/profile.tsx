import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../features/member/profile-page'
import { trpc } from '../../trpc/client'

export const Route = createFileRoute('/_member/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(trpc.users.profile.queryOptions()),
  component: ProfilePage,
})
