import { createFileRoute, redirect } from '@tanstack/react-router'
import { homePathOf } from '../auth/area'
import { isSignedIn } from '../auth/session-store'
import { MemberLoginPage } from '../features/auth/member-login-page'

export const Route = createFileRoute('/login')({
  beforeLoad: () => {
    if (isSignedIn('member')) throw redirect({ to: homePathOf.member, replace: true })
  },
  component: MemberLoginPage,
})
