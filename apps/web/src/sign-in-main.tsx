import { areaOfPath, homePathOf } from './auth/area'
import { isSignedIn } from './auth/session-store'
import { boot } from './boot'
import { SignInScreen } from './features/auth/sign-in-screen'

/**
 * The sign-in screens' own entry, which the build gives /login and /admin/login (README, "The first
 * load on a phone"): the screen alone, without the router or React Query, which it never uses. The
 * app's routes of the same addresses show the same screens to one who reaches them inside the app.
 * The screen takes over its prerendered HTML as it is (`takeOver`).
 */
const area = areaOfPath(window.location.pathname)

if (isSignedIn(area)) window.location.replace(homePathOf[area])
else boot(() => <SignInScreen area={area} />, { takeOver: true })
