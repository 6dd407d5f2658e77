import { useEffect, useState } from 'react'
import type { Area } from '../../auth/area'
import { LazyToaster } from '../../components/lazy-toaster'
import { settleFirstScreen } from '../../lib/first-screen'
import { AdminLoginPage } from './admin-login-page'
import { MemberLoginPage } from './member-login-page'

/**
 * A sign-in page as its own entry draws it (src/sign-in-main.tsx), and as the build renders it to HTML
 * (build/sign-in-markup.tsx): the same tree, so the page takes that HTML over as it is. The
 * notifications mount after the first render, which the HTML cannot hold (their code loads lazily).
 */
export function SignInScreen({ area }: { area: Area }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    setMounted(true)
    settleFirstScreen()
  }, [])
  return (
    <>
      {area === 'admin' ? <AdminLoginPage /> : <MemberLoginPage />}
      {mounted && <LazyToaster />}
    </>
  )
}
