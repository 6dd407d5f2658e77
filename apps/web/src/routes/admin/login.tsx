import { createFileRoute, redirect } from '@tanstack/react-router'
import { homePathOf } from '../../auth/area'
import { isSignedIn } from '../../auth/session-store'
import { AdminLoginPage } from '../../features/auth/admin-login-page'

export const Route = createFileRoute('/admin/login')({
  beforeLoad: () => {
    if (isSignedIn('admin')) throw redirect({ to: homePathOf.admin, replace: true })
  },
  component: AdminLoginPage,
})
