import { useEffect } from 'react'
import { areaOfPath, homePathOf } from './auth/area'
import { isSignedIn } from './auth/session-store'
import { boot } from './boot'
import { LazyToaster } from './components/lazy-toaster'
import { AdminLoginPage } from './features/auth/admin-login-page'
import { MemberLoginPage } from './features/auth/member-login-page'
import { settleFirstScreen } from './lib/first-screen'

/**
 * The sign-in screens' own entry, which the build gives /login and /admin/login (README, "The first
 * load on a phone"): the screen alone, without the router or React Query, which it never uses. The
 * app's routes of the same addresses show the same screens to one who reaches them inside the app.
 */
const area = areaOfPath(window.location.pathname)

function SignInScreen() {
  useEffect(settleFirstScreen, [])
  return (
    <>
      {area === 'admin' ? <AdminLoginPage /> : <MemberLoginPage />}
      <LazyToaster />
    </>
  )
}

if (isSignedIn(area)) window.location.replace(homePathOf[area])
else boot(<SignInScreen />)
