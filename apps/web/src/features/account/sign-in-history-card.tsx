import { Badge } from '@pb/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Spinner } from '@pb/ui/spinner'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { MonitorIcon, SmartphoneIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../components/error-alert'
import { Pager } from '../../components/pager'
import { formatDateTime } from '../../lib/format'
import { trpc } from '../../trpc/client'
import { deviceLabel } from '../sessions/device-label'

const pageSize = 10

/** The member's successful sign-ins, newest first: when, on which device, from which address. */
export function SignInHistoryCard() {
  const { t } = useTranslation('account')
  const { t: common } = useTranslation()
  const [page, setPage] = useState(1)
  const history = useQuery({
    ...trpc.users.signIns.queryOptions({ page, limit: pageSize }),
    placeholderData: keepPreviousData,
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('signIns.title')}</CardTitle>
        <CardDescription>{t('signIns.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {history.isPending ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner /> {t('signIns.loading')}
          </p>
        ) : history.isError ? (
          <ErrorAlert message={t('signIns.loadFailed')} />
        ) : history.data.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('signIns.empty')}</p>
        ) : (
          <>
            <ul className="flex flex-col divide-y rounded-md border" data-testid="sign-in-history">
              {history.data.items.map((signIn) => {
                const Icon = signIn.device.mobile ? SmartphoneIcon : MonitorIcon
                return (
                  <li key={signIn.id} className="flex items-start gap-3 px-3 py-2.5">
                    <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
                    <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                      <span className="flex flex-wrap items-center gap-2 font-medium tabular-nums">
                        <span className="sr-only">{t('signIns.time')} </span>
                        {formatDateTime(signIn.signedInAt)}
                        {signIn.current && <Badge variant="secondary">{t('signIns.current')}</Badge>}
                      </span>
                      <span className="flex flex-wrap gap-x-3 text-muted-foreground">
                        <span>
                          <span className="sr-only">{t('signIns.device')} </span>
                          {deviceLabel(common, signIn)}
                        </span>
                        <span className="tabular-nums">
                          <span className="sr-only">{t('signIns.address')} </span>
                          {signIn.ip || common('common.blank')}
                        </span>
                      </span>
                    </div>
                  </li>
                )
              })}
            </ul>
            {history.data.pagination.totalPages > 1 && (
              <Pager page={page} totalPages={history.data.pagination.totalPages} onPage={setPage} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}
