import { Alert, AlertDescription, AlertTitle } from '@pb/ui/alert'
import { LockIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatMoney } from '../../../lib/format'
import type { OrgStatement } from '../admin-types'

/** A statement of a closed period reads as it was closed: when, and what the branch's head was paid. */
export function ClosedBanner({ closed }: { closed: NonNullable<OrgStatement['closed']> }) {
  const { t } = useTranslation('admin')
  return (
    <Alert role="status" className="border-primary/40 bg-primary/5" data-testid="closed-banner">
      <LockIcon aria-hidden />
      <AlertTitle>{t('statements.closed.title')}</AlertTitle>
      <AlertDescription className="text-foreground">
        {t('statements.closed.body', {
          closedAt: formatDateTime(closed.closedAt),
          paid: formatMoney(closed.paid),
        })}
      </AlertDescription>
    </Alert>
  )
}
