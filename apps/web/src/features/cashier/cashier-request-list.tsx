import { Spinner } from '@pb/ui/spinner'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ReceiptTextIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state'
import { ErrorAlert } from '../../components/error-alert'
import { Pager } from '../../components/pager'
import { formatDate, formatMoney, formatTime } from '../../lib/format'
import { trpc } from '../../trpc/client'
import type { CashierRequestType, MemberRequest } from '../../trpc/types'
import { RequestDetailDialog } from './request-detail-dialog'
import { RequestStatusBadge } from './request-status-badge'

/** docs/product.md §5.9: member lists hold 10 rows. */
const pageSize = 10

/**
 * The member's requests of one kind, newest first. Their statuses follow the administrator's
 * decisions live: each decision sends the member a BALANCE_UPDATED, which refetches this list.
 */
export function CashierRequestList({ type }: { type: CashierRequestType }) {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<MemberRequest | null>(null)
  const requests = useQuery({
    ...trpc.cashier.myRequests.queryOptions({ type, page, limit: pageSize }),
    placeholderData: keepPreviousData,
  })

  if (requests.isPending) return <Spinner className="mx-auto my-8 size-6" label={t('common.loading')} />
  if (requests.isError) return <ErrorAlert error={requests.error} fallback={t('cashier.loadFailed')} />
  const { items, pagination } = requests.data

  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? (
        <EmptyState icon={ReceiptTextIcon} message={t('cashier.empty')} />
      ) : (
        <ul
          className="flex flex-col divide-y rounded-lg border bg-card"
          aria-label={t('cashier.requests')}
          data-testid={`${type}-requests`}
        >
          {items.map((item) => (
            <li key={item.id} data-id={item.id}>
              <button
                type="button"
                className="grid w-full grid-cols-[1fr_auto] items-center gap-x-3 gap-y-0.5 px-3 py-2.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                onClick={() => setSelected(item)}
              >
                <span className="font-semibold tabular-nums">{formatMoney(item.amount)}</span>
                <RequestStatusBadge status={item.statusCode} />
                <span className="truncate text-muted-foreground text-xs tabular-nums">
                  {formatDate(item.createdAt)} {formatTime(item.createdAt)}
                  {item.note && ` · ${item.note}`}
                </span>
                <span className="text-right text-muted-foreground text-xs tabular-nums">#{item.id}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {pagination.totalPages > 1 && <Pager page={page} totalPages={pagination.totalPages} onPage={setPage} />}
      <RequestDetailDialog
        transaction={items.find((item) => item.id === selected?.id) ?? selected}
        onClose={() => setSelected(null)}
      />
    </div>
  )
}
