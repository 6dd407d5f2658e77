import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { cn } from '@pb/ui/lib/cn'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQuery } from '@tanstack/react-query'
import { DownloadIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../components/error-alert'
import { useRefusalText } from '../../hooks/use-refusal-text'
import { formatMoney, formatSignedMoney } from '../../lib/format'
import { trpc } from '../../trpc/client'
import { downloadLedgerCsv } from './download-ledger-csv'

/** Lifetime top-ups, withdrawals and betting result, and the last 90 days of history as CSV. */
export function AccountSummaryCard() {
  const { t } = useTranslation('account')
  const sayRefusal = useRefusalText()
  const summary = useQuery(trpc.users.accountSummary.queryOptions())
  const download = useMutation({
    mutationFn: downloadLedgerCsv,
    onSuccess: () => toast.success(t('summary.downloaded')),
    onError: (error) => toast.error(t('summary.downloadFailed'), { description: sayRefusal(error) }),
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('summary.title')}</CardTitle>
        <CardDescription>{t('summary.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {summary.isPending ? (
          <Spinner />
        ) : summary.isError ? (
          <ErrorAlert message={t('summary.loadFailed')} />
        ) : (
          <>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="account-summary">
              {(
                [
                  ['deposits', formatMoney(summary.data.deposits), null],
                  ['withdrawals', formatMoney(summary.data.withdrawals), null],
                  [
                    'netResult',
                    summary.data.netResult === 0 ? formatMoney(0) : formatSignedMoney(summary.data.netResult),
                    summary.data.netResult,
                  ],
                ] as const
              ).map(([key, value, signed]) => (
                <div
                  key={key}
                  className="flex items-baseline justify-between gap-2 rounded-md border px-3 py-2.5 sm:flex-col sm:justify-start"
                >
                  <dt className="text-muted-foreground text-sm">{t(`summary.${key}`)}</dt>
                  <dd
                    className={cn(
                      'font-semibold text-lg tabular-nums',
                      signed !== null && signed > 0 && 'text-success',
                      signed !== null && signed < 0 && 'text-destructive',
                    )}
                  >
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="text-muted-foreground text-xs">
              {t('summary.netResult')}: {t('summary.netHelp')}
              {summary.data.pendingStakes > 0 &&
                ` · ${t('summary.pending', { amount: formatMoney(summary.data.pendingStakes) })}`}
            </p>
          </>
        )}
        <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground text-sm">{t('summary.downloadHelp')}</p>
          <Button
            variant="outline"
            className="shrink-0"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? <Spinner /> : <DownloadIcon aria-hidden />}
            {t('summary.download')}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
