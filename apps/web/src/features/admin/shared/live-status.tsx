import { cn } from '@pb/ui/lib/cn'
import { useTranslation } from 'react-i18next'
import { useFallbackRefetchMs } from '../live/stream-health'

/** Whether the queue is kept current by the event stream, or by the 3-second refresh while it is down. */
export function LiveStatus() {
  const { t } = useTranslation('admin')
  const up = useFallbackRefetchMs() === false
  return (
    <span role="status" className="inline-flex items-center gap-2 text-muted-foreground text-sm">
      <span
        aria-hidden
        className={cn('size-2 rounded-full', up ? 'animate-pulse bg-success' : 'bg-destructive')}
      />
      {up ? t('cashier.live.streamUp') : t('cashier.live.streamDown')}
    </span>
  )
}
