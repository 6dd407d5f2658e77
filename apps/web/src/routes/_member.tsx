import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '../auth/guards'
import { MemberLayout } from '../features/member/member-layout'

export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context }) => requireSession('member', context.queryClient),
  component: MemberLayout,
})
