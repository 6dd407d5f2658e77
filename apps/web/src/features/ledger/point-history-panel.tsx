import { Spinner } from '@pb/ui/spinner'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { CoinsIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state'
import { ErrorAlert } from '../../components/error-alert'
import { NativeSelect } from '../../components/native-select'
import { Pager } from '../../components/pager'
import { formatPoints, formatSignedPoints } from '../../lib/format'
import { pointLedgerLabel } from '../../lib/labels'
import { trpc } from '../../trpc/client'
import type { PointLedgerEntry, PointLedgerFilter } from '../../trpc/types'
import { type LedgerEntryView, useLedgerDetails } from './ledger-entry-dialog'
import { LedgerList } from './ledger-list'

/** docs/product.md §5.9: point history pages hold 20 rows. */
const pageSize = 20
const filters = ['EARN', 'CONVERT', 'ADJUST'] as const satisfies readonly PointLedgerFilter[]

function viewOf(entry: PointLedgerEntry): LedgerEntryView {
  return {
    id: entry.id,
    label: pointLedgerLabel(entry.ledgerType),
    amount: formatSignedPoints(entry.sign * entry.amount),
    credit: entry.sign > 0,
    balanceAfter: formatPoints(entry.pointBalAfter),
    occurredAt: entry.occurredAt,
    note: entry.note,
    refType: entry.refType,
    refId: entry.refId,
  }
}

/** The game page's point history tab: earned, converted and adjusted points, filterable by kind. */
export function PointHistoryPanel() {
  const { t } = useTranslation()
  const filterId = useId()
  const [page, setPage] = useState(1)
  const [type, setType] = useState<PointLedgerFilter | undefined>()
  const details = useLedgerDetails()
  const ledger = useQuery({
    ...trpc.cashier.pointHistory.queryOptions({ page, limit: pageSize, type }),
    placeholderData: keepPreviousData,
  })

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <label htmlFor={filterId} className="text-muted-foreground text-sm">
          {t('ledger.points.filter')}
        </label>
        <NativeSelect
          id={filterId}
          className="w-36"
          value={type ?? ''}
          onChange={(event) => {
            setType(filters.find((filter) => filter === event.target.value))
            setPage(1)
          }}
        >
          <option value="">{t('bets.filters.all')}</option>
          {filters.map((filter) => (
            <option key={filter} value={filter}>
              {t(`ledger.points.filters.${filter}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {ledger.isPending && <Spinner className="mx-auto my-8 size-6" label={t('common.loading')} />}
      {ledger.isError && <ErrorAlert error={ledger.error} fallback={t('ledger.points.loadFailed')} />}
      {ledger.data && (
        <>
          {ledger.data.items.length === 0 ? (
            <EmptyState icon={CoinsIcon} message={t('ledger.empty')} />
          ) : (
            <LedgerList
              label={t('game.pointHistory')}
              rows={ledger.data.items.map(viewOf)}
              onSelect={(id) => {
                const entry = ledger.data.items.find((item) => item.id === id)
                details.open(entry ? viewOf(entry) : null)
              }}
            />
          )}
          <Pager page={page} totalPages={ledger.data.pagination.totalPages} onPage={setPage} />
        </>
      )}
      {details.dialogs}
    </div>
  )
}
