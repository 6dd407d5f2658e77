import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import type { CashierRequestType } from '../../../trpc/types'
import type { AdminCashRequest } from '../admin-types'
import { DataTable } from '../data-table/data-table'
import { loadingOverPrevious } from '../data-table/loading-over-previous'
import { useNewRequestIds } from '../live/new-requests'
import { useFallbackRefetchMs } from '../live/stream-health'
import { FailureBanner } from '../shared/failure-banner'
import { LiveStatus } from '../shared/live-status'
import { ViewHeader } from '../shared/view-header'
import { useLiveQueueColumns } from './live-queue-columns'
import type { LiveQueueSearch } from './live-queue-search'
import { RejectDialog } from './reject-dialog'
import { defaultRequestPageSize, requestPageSizes } from './request-page-sizes'
import { useRequestDecision } from './use-request-decision'

const copy = {
  topup: {
    title: 'menu.items.liveTopups',
    help: 'cashier.live.topupHelp',
    empty: 'cashier.live.emptyTopups',
  },
  withdrawal: {
    title: 'menu.items.liveWithdrawals',
    help: 'cashier.live.withdrawalHelp',
    empty: 'cashier.live.emptyWithdrawals',
  },
} as const

/** Highlight of a request that just arrived; opaque, so the pinned first column stays solid. */
const newRowClass =
  '[&>td]:bg-[color-mix(in_oklab,var(--color-warning)_18%,var(--color-card))] [&>td:first-child]:shadow-[inset_3px_0_0_var(--color-warning)]'

/**
 * Live top-up approval and live withdrawal processing: the pending requests of the administrator's
 * subtree, approved in one click or rejected with a reason. Requests arrive and leave with the
 * console's event stream; the 3-second refresh runs only while the stream is down.
 *
 * Oldest first: an operator works a queue in the order members asked (the longest wait is served
 * first), and a request that arrives joins the end, so the rows the operator is about to click never
 * move down under the pointer.
 */
export function LiveQueuePanel({
  type,
  search,
  onSearch,
}: {
  type: CashierRequestType
  search: LiveQueueSearch
  onSearch: (next: LiveQueueSearch) => void
}) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const limit = search.limit ?? defaultRequestPageSize
  const pending = useQuery({
    ...trpc.admin.requests.list.queryOptions(
      { type, status: 'PENDING', order: 'asc', page: search.page ?? 1, limit },
      { refetchInterval: useFallbackRefetchMs() },
    ),
    placeholderData: keepPreviousData,
  })
  const [rejecting, setRejecting] = useState<AdminCashRequest | null>(null)
  const decision = useRequestDecision(type)
  const newIds = useNewRequestIds()
  const columns = useLiveQueueColumns(type, {
    newIds,
    busyIds: decision.busyIds,
    proposals: decision.proposals,
    onApprove: (request) => void decision.decide(request, { action: 'approve' }),
    onReject: setRejecting,
  })
  const page = pending.data && {
    ...pending.data,
    items: pending.data.items.filter((request) => !decision.decidedIds.has(request.id)),
  }
  // The last requests of a later page were decided: go back to the last page that still has some.
  const lastPage = pending.data?.pagination.totalPages ?? 1
  useEffect(() => {
    if ((search.page ?? 1) > lastPage) onSearch({ ...search, page: lastPage > 1 ? lastPage : undefined })
  }, [search, lastPage, onSearch])

  return (
    <div className="flex flex-col gap-3">
      <ViewHeader title={t(copy[type].title)} help={t(copy[type].help)} aside={<LiveStatus />} />
      {decision.failure && <FailureBanner message={decision.failure} onDismiss={decision.dismissFailure} />}
      <DataTable
        tableId={`live-${type}`}
        label={t(copy[type].title)}
        columns={columns}
        page={page}
        isFetching={loadingOverPrevious(pending)}
        error={pending.isError ? sayRefusal(pending.error, t('table.loadFailed')) : undefined}
        emptyMessage={t(copy[type].empty)}
        sorting={[]}
        onSortingChange={() => {}}
        onPageChange={(next) => onSearch({ ...search, page: next })}
        pageSize={limit}
        pageSizes={requestPageSizes}
        onPageSizeChange={(size) => onSearch({ ...search, limit: size, page: undefined })}
        getRowId={(request) => String(request.id)}
        rowClassName={(request) => (newIds.has(request.id) ? newRowClass : undefined)}
      />
      <RejectDialog
        request={rejecting}
        onCancel={() => setRejecting(null)}
        onReject={(request, reason) => {
          setRejecting(null)
          void decision.decide(request, { action: 'reject', reason })
        }}
      />
    </div>
  )
}
