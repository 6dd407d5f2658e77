import { cn } from '@pb/ui/lib/cn'
import { useQuery } from '@tanstack/react-query'
import { RadioTowerIcon, ShieldAlertIcon, TriangleAlertIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../trpc/client'
import type { BeaconStatus } from '../admin-types'

/** The header asks this often how fresh the beacon is. */
const beaconPollMs = 10_000

function useAge() {
  const { t } = useTranslation('admin')
  return (seconds: number | null) =>
    seconds === null
      ? t('beacon.noRound')
      : seconds < 120
        ? t('beacon.seconds', { count: seconds })
        : t('beacon.minutes', { count: Math.floor(seconds / 60) })
}

/**
 * The draw beacon in the header: drand or local (not independent), the last verified round and its
 * age; a warning while it is late (betting stops after a minute). Icon and words, never colour alone.
 */
export function BeaconHealth({ className }: { className?: string }) {
  const { t } = useTranslation('admin')
  const age = useAge()
  const status = useQuery(trpc.admin.beacon.status.queryOptions(undefined, { refetchInterval: beaconPollMs }))
  const beacon: BeaconStatus | undefined = status.data
  // Holds the badge's place while it loads, so the header does not grow and push the page down.
  if (status.isPending)
    return <span aria-hidden className={cn('inline-block h-[26px] w-28 rounded-md bg-muted', className)} />
  if (!beacon) {
    return (
      <span
        className={cn('inline-flex items-center gap-1.5 text-muted-foreground text-sm', className)}
        data-testid="beacon-health"
        data-state="none"
      >
        <RadioTowerIcon className="size-4" aria-hidden />
        {t('beacon.none')}
      </span>
    )
  }
  const local = beacon.mode === 'local'
  const mode = t(local ? 'beacon.local' : 'beacon.drand')
  const round =
    beacon.lastRound === null ? t('beacon.noRound') : t('beacon.round', { round: beacon.lastRound })
  const Icon = !beacon.healthy ? TriangleAlertIcon : local ? ShieldAlertIcon : RadioTowerIcon
  return (
    <span
      role="status"
      className={cn(
        'inline-flex min-w-0 items-center gap-1.5 rounded-md border px-2 py-1 text-xs tabular-nums',
        beacon.healthy
          ? 'text-muted-foreground'
          : 'border-destructive/50 bg-destructive/10 font-medium text-destructive',
        className,
      )}
      title={
        beacon.healthy
          ? t('beacon.title', { mode, round, age: age(beacon.ageSeconds) })
          : t('beacon.lateTitle', { age: age(beacon.ageSeconds) })
      }
      data-testid="beacon-health"
      data-state={beacon.healthy ? 'healthy' : 'late'}
      data-mode={beacon.mode}
    >
      <Icon
        className={cn(
          'size-3.5 shrink-0',
          beacon.healthy && (local ? 'text-amber-600 dark:text-amber-400' : 'text-success'),
        )}
        aria-hidden
      />
      <span className="sr-only">{t('beacon.label')}: </span>
      {!beacon.healthy && <span>{t('beacon.late')} ·</span>}
      <span className={cn(beacon.healthy && 'text-foreground')}>
        <span aria-hidden className="sm:hidden">
          {local ? t('beacon.localShort') : mode}
        </span>
        <span className="sr-only sm:not-sr-only">{mode}</span>
      </span>
      <span className="hidden md:inline">· {round}</span>
      <span>· {age(beacon.ageSeconds)}</span>
    </span>
  )
}
