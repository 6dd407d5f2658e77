import { Badge } from '@pb/ui/badge'
import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatMoney, formatPoints } from '../../../lib/format'
import { memberStatusLabel, roleLabel } from '../../../lib/labels'
import type { AdminMember } from '../admin-types'
import { MemberRowActions, type RowActionHandlers } from './member-row-actions'
import { MemberStatusBadge } from './member-status-badge'

type Column = ColumnDef<AdminMember, unknown>

/** Sorted by the server; the largest or latest first, as an operator looks for them. */
const sortable = { enableSorting: true, sortDescFirst: true } as const

/** A figure column: right-aligned, the plain number in the CSV. */
function figure(
  id: string,
  header: string,
  value: (row: AdminMember) => number,
  show: (n: number) => string,
) {
  return {
    id,
    header,
    accessorFn: value,
    cell: ({ row }) => <span className="whitespace-nowrap">{show(value(row.original))}</span>,
    meta: { numeric: true },
  } satisfies Column
}

/** A moment, or a dash for a member who never signed in. */
function moment(value: string | null, never: string) {
  return value ? <span className="whitespace-nowrap tabular-nums">{formatDateTime(value)}</span> : never
}

/**
 * The columns of the admin view of a member (docs/product.md §3.1). The ids of the sortable ones are the server's sort
 * keys; on a phone the less important ones start hidden.
 */
export function useMemberColumns(actions: RowActionHandlers): Column[] {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const never = t('members.never')
  return [
    {
      id: 'loginId',
      header: tr('user.loginId'),
      accessorFn: (row) => row.loginId,
      cell: ({ row }) => <span className="whitespace-nowrap font-medium">{row.original.loginId}</span>,
    },
    {
      id: 'nickname',
      header: tr('user.nickname'),
      accessorFn: (row) => row.nickname,
      cell: ({ row }) => (
        <span className="block max-w-40 truncate" title={row.original.nickname}>
          {row.original.nickname}
        </span>
      ),
      meta: { hideOnPhone: true },
    },
    {
      id: 'name',
      header: tr('user.name'),
      accessorFn: (row) => row.name,
      cell: ({ row }) => <span className="whitespace-nowrap">{row.original.name}</span>,
      meta: { hideOnPhone: true },
    },
    {
      id: 'role',
      header: tr('user.role'),
      accessorFn: (row) => roleLabel(row),
      cell: ({ row }) => <span className="whitespace-nowrap">{roleLabel(row.original)}</span>,
    },
    {
      id: 'org',
      header: tr('user.org'),
      accessorFn: (row) => row.orgName,
      cell: ({ row }) => <span className="whitespace-nowrap">{row.original.orgName}</span>,
      meta: { hideOnPhone: true },
    },
    {
      id: 'status',
      header: tr('user.status'),
      accessorFn: (row) => memberStatusLabel(row.statusCode),
      cell: ({ row }) => <MemberStatusBadge statusCode={row.original.statusCode} />,
    },
    { ...figure('moneyBal', tr('user.moneyBal'), (row) => row.moneyBal, formatMoney), ...sortable },
    { ...figure('pointBal', tr('user.pointBal'), (row) => row.pointBal, formatPoints), ...sortable },
    {
      ...figure('totalDeposit', t('members.columns.totalDeposit'), (row) => row.totalDeposit, formatMoney),
      meta: { numeric: true, hideOnPhone: true },
    },
    {
      ...figure(
        'totalWithdrawal',
        t('members.columns.totalWithdrawal'),
        (row) => row.totalWithdrawal,
        formatMoney,
      ),
      meta: { numeric: true, hideOnPhone: true },
    },
    {
      ...figure('settlement', t('members.columns.settlement'), (row) => row.settlement, formatMoney),
      meta: { numeric: true, hideOnPhone: true },
    },
    {
      id: 'betBlocked',
      header: t('members.columns.betBlocked'),
      accessorFn: (row) => (row.betBlocked ? t('members.betBlocked') : t('members.betAllowed')),
      cell: ({ row }) =>
        row.original.betBlocked ? (
          <Badge variant="destructive">{t('members.betBlocked')}</Badge>
        ) : (
          <span className="text-muted-foreground">{t('members.betAllowed')}</span>
        ),
      meta: { hideOnPhone: true },
    },
    {
      id: 'lastLoginAt',
      header: tr('user.lastLoginAt'),
      accessorFn: (row) => (row.lastLoginAt ? formatDateTime(row.lastLoginAt) : ''),
      cell: ({ row }) => moment(row.original.lastLoginAt, never),
      ...sortable,
      meta: { hideOnPhone: true },
    },
    {
      id: 'registeredAt',
      header: tr('user.registeredAt'),
      accessorFn: (row) => formatDateTime(row.registeredAt),
      cell: ({ row }) => moment(row.original.registeredAt, never),
      ...sortable,
      meta: { hideOnPhone: true },
    },
    {
      id: 'actions',
      header: t('members.columns.actions'),
      enableHiding: false,
      cell: ({ row }) => <MemberRowActions member={row.original} {...actions} />,
      // Pinned to the end: the list is wider than a desktop screen, and the actions stay in reach.
      meta: {
        csv: false,
        headClassName: 'sticky right-0 z-10 bg-muted text-center shadow-[inset_1px_0_0_var(--color-border)]',
        cellClassName:
          'sticky right-0 z-10 bg-card py-1 text-center shadow-[inset_1px_0_0_var(--color-border)] group-hover:bg-muted',
      },
    },
  ]
}
