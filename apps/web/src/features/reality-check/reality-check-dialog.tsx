import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@pb/ui/alert-dialog'
import { cn } from '@pb/ui/lib/cn'
import { Spinner } from '@pb/ui/spinner'
import { useTranslation } from 'react-i18next'
import { useLogout } from '../../auth/use-logout'
import { formatMoney, formatSignedMoney, formatTime } from '../../lib/format'

export interface RealityCheckDialogProps {
  /** Whole minutes the session has lasted when the check came due. */
  minutes: number
  /** What the session has won (positive) or lost (negative), in won. */
  net: number
  sessionStartedAt: string
  /** The figures are being fetched afresh. */
  isFetching: boolean
  onContinue: () => void
}

/** The reality check's dialog (reality-check.tsx says when it shows): the figures, "continue" and "stop". */
export function RealityCheckDialog({
  minutes,
  net,
  sessionStartedAt,
  isFetching,
  onContinue,
}: RealityCheckDialogProps) {
  const { t } = useTranslation()
  const { signOut, isSigningOut } = useLogout('member')

  return (
    <AlertDialog open onOpenChange={(open) => !open && onContinue()}>
      <AlertDialogContent data-testid="reality-check">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('realityCheck.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('realityCheck.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <dl className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1 rounded-md border px-3 py-2.5">
            <dt className="text-muted-foreground text-sm">{t('realityCheck.duration')}</dt>
            <dd className="font-semibold text-xl tabular-nums">
              {minutes >= 60
                ? t('realityCheck.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
                : t('realityCheck.minutes', { minutes })}
            </dd>
            <dd className="text-muted-foreground text-xs tabular-nums">
              {t('realityCheck.since', { time: formatTime(sessionStartedAt).slice(0, 5) })}
            </dd>
          </div>
          <div className="flex flex-col gap-1 rounded-md border px-3 py-2.5">
            <dt className="text-muted-foreground text-sm">{t('realityCheck.net')}</dt>
            <dd
              className={cn(
                'flex items-center gap-2 font-semibold text-xl tabular-nums',
                net > 0 && 'text-success',
                net < 0 && 'text-destructive',
              )}
            >
              {net === 0 ? formatMoney(0) : formatSignedMoney(net)}
              {isFetching && <Spinner className="size-4 text-muted-foreground" />}
            </dd>
            <dd className="text-muted-foreground text-xs">{t('realityCheck.netHelp')}</dd>
          </div>
        </dl>
        <AlertDialogFooter>
          <AlertDialogCancel
            disabled={isSigningOut}
            onClick={(event) => {
              // Stay open until the session is gone and the login page takes over.
              event.preventDefault()
              void signOut()
            }}
          >
            {isSigningOut && <Spinner />}
            {t('realityCheck.stop')}
          </AlertDialogCancel>
          <AlertDialogAction disabled={isSigningOut}>{t('realityCheck.continue')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
