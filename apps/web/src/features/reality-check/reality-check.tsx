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
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLogout } from '../../auth/use-logout'
import { formatMoney, formatSignedMoney, formatTime } from '../../lib/format'
import { trpc } from '../../trpc/client'
import { sessionStartOnThisClock, untilNextCheck } from './session-anchor'

/**
 * The reality check: every N minutes of the session (the member's choice, kept on the server; off is
 * never), a dialog says how long the session has lasted and what it has won or lost, with "continue"
 * and "stop" (which signs out). It is timed on the browser's clock from the session's start, so it
 * keeps its rhythm across pages and reloads.
 */
export function RealityCheck() {
  const { t } = useTranslation()
  const check = useQuery(trpc.users.realityCheck.queryOptions())
  const { signOut, isSigningOut } = useLogout('member')
  const [shownAt, setShownAt] = useState<number | null>(null)
  const start = check.data ? sessionStartOnThisClock(check.data, check.dataUpdatedAt) : null
  const intervalMs = (check.data?.intervalMinutes ?? 0) * 60_000
  const { refetch } = check

  useEffect(() => {
    if (start === null || intervalMs === 0) return
    let timer: ReturnType<typeof setTimeout>
    const arm = () => {
      timer = setTimeout(
        () => {
          setShownAt(Date.now())
          void refetch()
          arm()
        },
        untilNextCheck(start, intervalMs),
      )
    }
    arm()
    return () => clearTimeout(timer)
  }, [start, intervalMs, refetch])

  if (shownAt === null || start === null || !check.data) return null
  const minutes = Math.floor((shownAt - start) / 60_000)
  const net = check.data.netResult

  return (
    <AlertDialog open onOpenChange={(open) => !open && setShownAt(null)}>
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
              {t('realityCheck.since', { time: formatTime(check.data.sessionStartedAt).slice(0, 5) })}
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
              {check.isFetching && <Spinner className="size-4 text-muted-foreground" />}
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
