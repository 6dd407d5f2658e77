import { Badge } from '@pb/ui/badge'
import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { CheckIcon, ClockIcon, XIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'
import type { CashierRequestType } from '../../../trpc/types'
import type { AdminCashRequest } from '../admin-types'
import { MemberWalletCell } from './member-wallet-cell'
import { type RequestColumn, useRequestColumns } from './request-columns'

interface LiveQueueActions {
  /** Requests that arrived a moment ago (highlighted). */
  newIds: ReadonlySet<number>
  /** Requests whose decision is on its way (their buttons wait). */
  busyIds: ReadonlySet<number>
  /** Requests whose approval became a proposal (request id → proposal id): it waits for a SUPER. */
  proposals: ReadonlyMap<number, number>
  onApprove: (request: AdminCashRequest) => void
  onReject: (request: AdminCashRequest) => void
}

/** The request columns, the member's wallet, and approve / reject. */
export function useLiveQueueColumns(type: CashierRequestType, actions: LiveQueueActions): RequestColumn[] {
  const { t } = useTranslation('admin')
  const [requestedAt, ...rest] = useRequestColumns(type)
  if (!requestedAt) return []
  return [
    {
      ...requestedAt,
      // Date over time: a narrow first column, which stays pinned while a phone scrolls the row.
      cell: ({ row }) => {
        const [date, time] = formatDateTime(row.original.requestedAt).split(' ')
        return (
          <span className="flex flex-col leading-tight tabular-nums">
            <span className="text-muted-foreground text-xs">{date}</span>
            <span>{time}</span>
            {actions.newIds.has(row.original.id) && (
              <span className="sr-only">{t('cashier.live.newRequest')}</span>
            )}
          </span>
        )
      },
    },
    ...rest,
    {
      id: 'wallet',
      header: t('cashier.columns.wallet'),
      cell: ({ row }) => <MemberWalletCell userId={row.original.userId} />,
      meta: { numeric: true },
    },
    {
      id: 'actions',
      header: t('cashier.columns.actions'),
      enableHiding: false,
      cell: ({ row }) => {
        const request = row.original
        const busy = actions.busyIds.has(request.id)
        const proposal = actions.proposals.get(request.id)
        return (
          <div className="flex items-center justify-end gap-1.5">
            {proposal === undefined ? (
              <Button size="sm" disabled={busy} onClick={() => actions.onApprove(request)}>
                {busy ? <Spinner /> : <CheckIcon aria-hidden className="max-sm:hidden" />}
                {t('cashier.live.approve')}
              </Button>
            ) : (
              <Badge
                variant="outline"
                className="gap-1 whitespace-nowrap border-amber-500/50 tabular-nums"
                data-testid="approval-proposed"
              >
                <ClockIcon aria-hidden />
                {t('cashier.live.awaiting', { id: proposal })}
              </Badge>
            )}
            <Button
              size="sm"
              variant="outline"
              className="text-destructive hover:text-destructive"
              disabled={busy}
              onClick={() => actions.onReject(request)}
            >
              <XIcon aria-hidden className="max-sm:hidden" />
              {t('cashier.live.reject')}
            </Button>
          </div>
        )
      },
      // Only as wide as its buttons; pinned to the end where the row scrolls (phones, tablets), so
      // approve and reject stay in reach.
      meta: {
        numeric: true,
        headClassName:
          'w-0 max-lg:sticky max-lg:right-0 max-lg:z-10 max-lg:bg-muted max-lg:shadow-[inset_1px_0_0_var(--color-border)]',
        cellClassName:
          'max-lg:sticky max-lg:right-0 max-lg:z-10 max-lg:bg-card max-lg:shadow-[inset_1px_0_0_var(--color-border)] max-lg:group-hover:bg-muted',
      },
    },
  ]
}
