import { Spinner } from '@pb/ui/spinner'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { WalletIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state'
import { ErrorAlert } from '../../components/error-alert'
import { Pager } from '../../components/pager'
import { formatMoney, formatSignedMoney } from '../../lib/format'
import { moneyLedgerLabel } from '../../lib/labels'
import { trpc } from '../../trpc/client'
import type { MoneyLedgerEntry } from '../../trpc/types'
import { type LedgerEntryView, useLedgerDetails } from './ledger-entry-dialog'
import { LedgerList } from './ledger-list'

const pageSize = 20

function viewOf(entry: MoneyLedgerEntry): LedgerEntryView {
  return {
    id: entry.id,
    label: moneyLedgerLabel(entry.ledgerType),
    amount: formatSignedMoney(entry.sign * entry.amount),
    credit: entry.sign > 0,
    balanceAfter: formatMoney(entry.moneyBalAfter),
    occurredAt: entry.occurredAt,
    note: entry.note,
    refType: entry.refType,
    refId: entry.refId,
  }
}

/** The game page's money history tab: every movement of the balance, newest first, live. */
export function MoneyHistoryPanel() {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const details = useLedgerDetails()
  const ledger = useQuery({
    ...trpc.users.ledger.queryOptions({ page, limit: pageSize }),
    placeholderData: keepPreviousData,
  })

  if (ledger.isPending) return <Spinner className="mx-auto my-8 size-6" label={t('common.loading')} />
  if (ledger.isError) return <ErrorAlert error={ledger.error} fallback={t('ledger.money.loadFailed')} />
  const views = ledger.data.items.map(viewOf)

  return (
    <div className="flex flex-col gap-3">
      {views.length === 0 ? (
        <EmptyState icon={WalletIcon} message={t('ledger.empty')} />
      ) : (
        <LedgerList
          label={t('game.moneyHistory')}
          rows={views}
          onSelect={(id) => details.open(views.find((view) => view.id === id) ?? null)}
        />
      )}
      <Pager page={page} totalPages={ledger.data.pagination.totalPages} onPage={setPage} />
      {details.dialogs}
    </div>
  )
}
