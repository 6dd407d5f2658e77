import { cn } from '@pb/ui/lib/cn'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../../hooks/use-refusal-text'
import { formatDateTime, formatMoney, formatSignedMoney } from '../../../../lib/format'
import { moneyLedgerLabel } from '../../../../lib/labels'
import { trpc } from '../../../../trpc/client'
import type { AdminMemberLedgerEntry } from '../../admin-types'
import { type RecentColumn, RecentTable } from './recent-table'

const recentCount = 10

/** The member's latest money ledger rows that no settlement archived (admin.users.ledger). */
export function RecentLedger({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const ledger = useQuery(trpc.admin.users.ledger.queryOptions({ id: memberId, page: 1, limit: recentCount }))
  const columns: RecentColumn<AdminMemberLedgerEntry>[] = [
    { header: t('members.detail.recentLedger.occurredAt'), cell: (row) => formatDateTime(row.occurredAt) },
    { header: t('members.detail.recentLedger.type'), cell: (row) => moneyLedgerLabel(row.ledgerType) },
    {
      header: t('members.detail.recentLedger.amount'),
      cell: (row) => (
        <span className={cn('font-medium', row.sign < 0 ? 'text-destructive' : 'text-success')}>
          {formatSignedMoney(row.sign * row.amount)}
        </span>
      ),
      numeric: true,
    },
    {
      header: t('members.detail.recentLedger.balanceAfter'),
      cell: (row) => formatMoney(row.moneyBalAfter),
      numeric: true,
    },
    {
      header: t('members.detail.recentLedger.note'),
      grow: true,
      cell: (row) => (
        <span className="block max-w-56 truncate" title={row.note}>
          {row.note}
        </span>
      ),
    },
  ]
  return (
    <RecentTable
      title={t('members.detail.recentLedger.title')}
      rows={ledger.data?.items}
      columns={columns}
      rowKey={(row) => row.id}
      empty={t('members.detail.recentLedger.empty')}
      error={
        ledger.isError ? sayRefusal(ledger.error, t('members.detail.recentLedger.loadFailed')) : undefined
      }
      limit={recentCount}
      testId="recent-ledger"
    />
  )
}
