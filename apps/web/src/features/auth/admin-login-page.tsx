import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Label } from '@pb/ui/label'
import { MailIcon } from 'lucide-react'
import { lazy, Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { homePathOf } from '../../auth/area'
import { ErrorAlert } from '../../components/error-alert'
import { PagePending } from '../../components/page-pending'
import { PreferenceControls } from '../../components/preference-controls'
import { LoginIdField } from './login-id-field'
import { PasswordInput } from './password-input'
import { LoginSubmitButton } from './submit-button'
import { useLoginForm } from './use-login-form'

// Only an account with a second factor reaches this step; the first screen loads without it.
const SecondStep = lazy(() =>
  import('./totp/second-step').then(({ SecondStep }) => ({ default: SecondStep })),
)

// A full page load gives the console a fresh start with the new session.
const goToConsole = () => window.location.replace(homePathOf.admin)

/** The administrator sign-in screen (docs/product.md §2.2). */
export function AdminLoginPage() {
  const { t } = useTranslation()
  const form = useLoginForm('admin', goToConsole)
  const passwordId = useId()

  return (
    <div className="flex min-h-dvh flex-col bg-muted/50">
      <header className="flex justify-end p-3">
        <PreferenceControls />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <Card className="w-full max-w-[450px]">
          <CardHeader className="text-center">
            <CardTitle className="text-2xl tracking-wide">
              {form.challenge
                ? t(form.challenge.enrolled ? 'totp.title' : 'totp.enrolTitle')
                : t('login.admin.title')}
            </CardTitle>
            {!form.challenge && <CardDescription>{t('login.admin.subtitle')}</CardDescription>}
          </CardHeader>
          {form.challenge ? (
            <CardContent>
              <Suspense fallback={<PagePending />}>
                <SecondStep
                  area="admin"
                  challenge={form.challenge}
                  onSignedIn={goToConsole}
                  onRestart={form.restart}
                />
              </Suspense>
            </CardContent>
          ) : (
            <CardContent className="flex flex-col gap-4">
              {form.errorMessage && <ErrorAlert message={form.errorMessage} />}
              <form className="flex flex-col gap-4" onSubmit={form.submit}>
                <LoginIdField
                  className="h-11 pl-9"
                  placeholder={t('login.admin.loginIdPlaceholder')}
                  value={form.loginId}
                  onChange={form.onLoginIdChange}
                  icon={
                    <MailIcon
                      className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                      aria-hidden
                    />
                  }
                />
                <Label htmlFor={passwordId} className="sr-only">
                  {t('login.passwordLabel')}
                </Label>
                <PasswordInput
                  id={passwordId}
                  name="password"
                  placeholder={t('login.admin.passwordPlaceholder')}
                  autoComplete="current-password"
                  required
                  value={form.password}
                  onChange={form.onPasswordChange}
                />
                <LoginSubmitButton canSubmit={form.canSubmit} isSubmitting={form.isSubmitting} />
              </form>
            </CardContent>
          )}
        </Card>
      </main>
    </div>
  )
}
