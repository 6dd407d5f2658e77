import { Spinner } from '@pb/ui/spinner'
import { useTranslation } from 'react-i18next'

export function PagePending() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-[50dvh] items-center justify-center">
      <Spinner className="size-6 text-muted-foreground" label={t('common.loading')} />
    </div>
  )
}
