import { cn } from '@pb/ui/lib/cn'
import { RefreshCwIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { retryLiveEvents, useLiveStatus } from './live-status'

const dotClass = {
  connecting: 'bg-muted-foreground',
  live: 'bg-success',
  reconnecting: 'bg-warning animate-pulse',
  lost: 'bg-destructive',
} as const

/** A dot that says whether live updates arrive; when the stream gave up, a button to connect again. */
export function LiveIndicator({ className }: { className?: string }) {
  const { t } = useTranslation()
  const status = useLiveStatus()
  const label = t(`live.status.${status}`)

  if (status === 'lost') {
    return (
      <button
        type="button"
        onClick={retryLiveEvents}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-destructive text-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
          className,
        )}
      >
        <RefreshCwIcon className="size-3.5" aria-hidden />
        {t('live.reconnect')}
      </button>
    )
  }
  return (
    <span className={cn('inline-flex items-center', className)} title={label}>
      <span className={cn('size-2 rounded-full', dotClass[status])} aria-hidden />
      <span className="sr-only" role="status">
        {label}
      </span>
    </span>
  )
}
