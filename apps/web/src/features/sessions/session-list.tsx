import { Badge } from '@pb/ui/badge'
import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MonitorIcon, SmartphoneIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Area } from '../../auth/area'
import { endSession } from '../../auth/end-session'
import { ErrorAlert } from '../../components/error-alert'
import { useRefusalText } from '../../hooks/use-refusal-text'
import { formatDateTime } from '../../lib/format'
import { trpc } from '../../trpc/client'
import { deviceLabel } from './device-label'

/**
 * The signed-in user's sessions, each with its device, address and last use, and a button that signs
 * it out; signing out this one ends the session here too.
 */
export function SessionList({ area }: { area: Area }) {
  const { t } = useTranslation()
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const sessions = useQuery(trpc.auth.sessions.queryOptions())
  const end = useMutation(
    trpc.auth.endSession.mutationOptions({
      onSuccess: ({ current }) => {
        if (current) return endSession(area)
        toast.success(t('sessions.ended'))
        void queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() })
      },
      onError: (error) => toast.error(t('sessions.endFailed'), { description: sayRefusal(error) }),
    }),
  )

  if (sessions.isPending)
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner /> {t('sessions.loading')}
      </p>
    )
  if (sessions.isError) return <ErrorAlert message={t('sessions.loadFailed')} />

  return (
    <ul className="flex flex-col divide-y rounded-md border" data-testid="session-list">
      {sessions.data.map((session) => {
        const label = deviceLabel(t, session)
        const Icon = session.device.mobile ? SmartphoneIcon : MonitorIcon
        return (
          <li
            key={session.id}
            className="flex items-start gap-3 p-3"
            data-current={session.current || undefined}
          >
            <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {label}
                <span className="font-normal text-muted-foreground text-xs">
                  {session.device.mobile ? t('sessions.mobile') : t('sessions.desktop')}
                </span>
                {session.current && <Badge variant="secondary">{t('sessions.current')}</Badge>}
              </span>
              <span className="text-muted-foreground text-xs tabular-nums">
                {t('sessions.lastUsed', { time: formatDateTime(session.lastUsedAt) })}
              </span>
              <span className="break-words text-muted-foreground text-xs tabular-nums">
                {t('sessions.address', { ip: session.ip || '-' })}
              </span>
              <span className="text-muted-foreground text-xs tabular-nums">
                {t('sessions.signedIn', { time: formatDateTime(session.createdAt) })}
              </span>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="shrink-0"
              disabled={end.isPending}
              aria-label={t('sessions.endLabel', { device: label })}
              onClick={() => end.mutate({ id: session.id })}
            >
              {end.isPending && end.variables?.id === session.id && <Spinner />}
              {t('sessions.end')}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
