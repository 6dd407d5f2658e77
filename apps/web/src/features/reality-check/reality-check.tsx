import { useQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import { lazyDialog } from '../../components/lazy-dialog'
import { trpc } from '../../trpc/client'
import { sessionStartOnThisClock, untilNextCheck } from './session-anchor'

const RealityCheckDialog = lazyDialog(() =>
  import('./reality-check-dialog').then(({ RealityCheckDialog }) => RealityCheckDialog),
)

/**
 * The reality check: every N minutes of the session (the member's choice, kept on the server; off is
 * never), a dialog says how long the session has lasted and what it has won or lost, with "continue"
 * and "stop" (which signs out). It is timed on the browser's clock from the session's start, so it
 * keeps its rhythm across pages and reloads.
 */
export function RealityCheck() {
  const check = useQuery(trpc.users.realityCheck.queryOptions())
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
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        minutes={Math.floor((shownAt - start) / 60_000)}
        net={check.data.netResult}
        sessionStartedAt={check.data.sessionStartedAt}
        isFetching={check.isFetching}
        onContinue={() => setShownAt(null)}
      />
    </Suspense>
  )
}
