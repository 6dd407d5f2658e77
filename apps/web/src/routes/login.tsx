import { createFileRoute, redirect } from '@tanstack/react-router'
import { isSignedIn } from '../auth/session-store'
import { MemberLoginPage } from '../features/auth/member-login-page'

export const Route = createFileRoute('/login')({
  beforeLoad: () => {
    if (isSignedIn('member')) throw redirect({ to: '/game', replace: true })
  },
  component: MemberLoginPage,
})
