import { Alert, AlertDescription, AlertTitle } from '@pb/ui/alert'
import { Link } from '@tanstack/react-router'
import { ClockIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * What a proposing action answers instead of "applied": the change waits, under its proposal number,
 * for a second SUPER; a link opens the list where it waits.
 */
export function ProposalSent({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('admin')
  if (ids.length === 0) return null
  return (
    <Alert
      role="status"
      className="border-amber-500/50 bg-amber-50 text-foreground dark:bg-amber-950/30 [&>svg]:text-amber-700 dark:[&>svg]:text-amber-400"
      data-testid="proposal-sent"
    >
      <ClockIcon aria-hidden />
      <AlertTitle className="font-semibold leading-snug">
        {ids.length === 1
          ? t('approvals.sent.title', { id: ids[0] })
          : t('approvals.sent.titleMany', { ids: ids.map((id) => `#${id}`).join(', ') })}
      </AlertTitle>
      <AlertDescription>
        <Link to="/admin/approvals" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('approvals.sent.open')}
        </Link>
      </AlertDescription>
    </Alert>
  )
}
