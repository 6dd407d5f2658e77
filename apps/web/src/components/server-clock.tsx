import { cn } from '@pb/ui/lib/cn'
import { ClockIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useServerNow } from '../hooks/use-server-now'
import { formatDate, formatDateTime, formatTime } from '../lib/format'

/** The server's time in KST; `timeOnlyOnPhone` drops the date below the sm breakpoint to save room. */
export function ServerClock({
  className,
  timeOnlyOnPhone,
}: {
  className?: string
  timeOnlyOnPhone?: boolean
}) {
  const { t } = useTranslation()
  const now = useServerNow()

  return (
    <span
      className={cn('inline-flex items-center gap-1.5 text-muted-foreground text-sm tabular-nums', className)}
    >
      <ClockIcon className="size-4" aria-hidden />
      <span className="sr-only">{t('common.serverTime')}</span>
      <time data-app-value dateTime={new Date(now).toISOString()}>
        {timeOnlyOnPhone ? (
          <>
            <span className="hidden sm:inline">{formatDate(now)} </span>
            {formatTime(now)}
          </>
        ) : (
          formatDateTime(now)
        )}
      </time>
    </span>
  )
}
