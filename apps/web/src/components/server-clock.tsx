import { cn } from '@pb/ui/lib/cn'
import { ClockIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useServerNow } from '../hooks/use-server-now'
import { formatDateTime } from '../lib/format'

export function ServerClock({ className }: { className?: string }) {
  const { t } = useTranslation()
  const now = useServerNow()

  return (
    <span
      className={cn('inline-flex items-center gap-1.5 text-muted-foreground text-sm tabular-nums', className)}
    >
      <ClockIcon className="size-4" aria-hidden />
      <span className="sr-only">{t('common.serverTime')}</span>
      <time dateTime={new Date(now).toISOString()}>{formatDateTime(now)}</time>
    </span>
  )
}
