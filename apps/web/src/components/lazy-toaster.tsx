import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useTheme } from '../theme/theme'

// Toasts follow what a user does, never the first paint: the pages load without their code.
const Toaster = lazy(() => import('@pb/ui/toaster').then(({ Toaster }) => ({ default: Toaster })))

/** The page's notifications, in the chosen theme and the reader's words, mounted once their code has arrived. */
export function LazyToaster() {
  const theme = useTheme()
  const { t } = useTranslation()
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        containerAriaLabel={t('common.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('common.closeNotification') }}
      />
    </Suspense>
  )
}
