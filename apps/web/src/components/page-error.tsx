import { Button } from '@pb/ui/button'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from './error-alert'

export function PageError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation()
  const router = useRouter()

  function retry() {
    reset()
    void router.invalidate()
  }

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 p-6">
      <ErrorAlert error={error} />
      <Button variant="outline" onClick={retry}>
        {t('common.retry')}
      </Button>
    </div>
  )
}
