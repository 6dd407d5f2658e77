import './browser-stand-in'
import { renderToString } from 'react-dom/server'
import { SignInScreen } from '../src/features/auth/sign-in-screen'
import { languageReady } from '../src/i18n/i18n'

/**
 * The two sign-in screens as HTML, in Korean, as their first render draws them: written into their
 * page entries so a phone paints the form from the HTML, before any script has loaded, and the screen
 * takes that HTML over as it is once it runs (src/boot.tsx). Importing this
 * module installs browser stand-ins in the global scope: only ever in a process of its own.
 */
export async function signInMarkup(): Promise<Record<'/login' | '/admin/login', string>> {
  await languageReady
  return {
    '/login': renderToString(<SignInScreen area="member" />),
    '/admin/login': renderToString(<SignInScreen area="admin" />),
  }
}
