import './browser-stand-in'
import { renderToString } from 'react-dom/server'
import { AdminLoginPage } from '../src/features/auth/admin-login-page'
import { MemberLoginPage } from '../src/features/auth/member-login-page'
import '../src/i18n/i18n'

/**
 * The two sign-in screens as HTML, in Korean, as their first render draws them: written into their
 * page entries so a phone paints the form from the HTML, before any script has loaded. Importing this
 * module installs browser stand-ins in the global scope: only ever in a process of its own.
 */
export function signInMarkup(): Record<'/login' | '/admin/login', string> {
  return { '/login': renderToString(<MemberLoginPage />), '/admin/login': renderToString(<AdminLoginPage />) }
}
