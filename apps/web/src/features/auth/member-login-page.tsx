import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { homePathOf } from '../../auth/area'
import { ErrorAlert } from '../../components/error-alert'
import { PreferenceControls } from '../../components/preference-controls'
import { LoginIdField } from './login-id-field'
import { LoginSubmitButton } from './submit-button'
import { useLoginForm } from './use-login-form'

// A full page load gives the game a fresh start with the new session.
const enterGame = () => window.location.assign(homePathOf.member)

/** docs/product.md §2.2: always dark, whatever the chosen theme. */
export function MemberLoginPage() {
  const { t } = useTranslation()
  const form = useLoginForm('member', enterGame)
  const passwordId = useId()

  return (
    <div className="dark flex min-h-dvh flex-col bg-background bg-[radial-gradient(ellipse_at_top,oklch(0.3_0.1_264/0.6),transparent_60%)] text-foreground">
      <header className="flex justify-end p-3">
        <PreferenceControls />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="flex w-full max-w-[400px] flex-col gap-8">
          <div className="flex flex-col items-center gap-3 text-center">
            <h1 className="bg-gradient-to-r from-sky-400 to-indigo-400 bg-clip-text font-black text-5xl text-transparent tracking-tight sm:text-6xl">
              {t('app.brand')}
            </h1>
            <h2 className="font-semibold text-muted-foreground text-xl tracking-[0.3em]">
              {t('login.member.heading')}
            </h2>
          </div>
          {form.errorMessage && <ErrorAlert message={form.errorMessage} />}
          <form className="flex flex-col gap-4" onSubmit={form.submit}>
            <LoginIdField
              className="h-12"
              placeholder={t('login.member.loginIdPlaceholder')}
              value={form.loginId}
              onChange={form.onLoginIdChange}
            />
            <Label htmlFor={passwordId} className="sr-only">
              {t('login.passwordLabel')}
            </Label>
            <Input
              id={passwordId}
              name="password"
              type="password"
              className="h-12"
              placeholder={t('login.member.passwordPlaceholder')}
              autoComplete="current-password"
              required
              value={form.password}
              onChange={form.onPasswordChange}
            />
            <LoginSubmitButton canSubmit={form.canSubmit} isSubmitting={form.isSubmitting} />
          </form>
        </div>
      </main>
    </div>
  )
}
