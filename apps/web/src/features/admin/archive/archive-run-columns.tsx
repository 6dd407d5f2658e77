import { Badge } from '@pb/ui/badge'
import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatNumber } from '../../../lib/format'
import type { ArchiveRun } from '../admin-types'
import { MemberCell } from './member-cell'
import { archiveCountKeys } from './would-clear'

/** The settlements: when, by whom, whose history (a member or everyone), and what each archived. */
export function useArchiveRunColumns(onMember: (userId: number) => void): ColumnDef<ArchiveRun, unknown>[] {
  const { t } = useTranslation('admin')
  return [
    {
      id: 'createdAt',
      header: t('archive.columns.settledAt'),
      accessorFn: (row) => formatDateTime(row.createdAt),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.createdAt)}</span>
      ),
    },
    {
      id: 'actor',
      header: t('archive.columns.actor'),
      accessorFn: (row) => row.actorLoginId,
      cell: ({ row }) => <span className="whitespace-nowrap font-medium">{row.original.actorLoginId}</span>,
    },
    {
      id: 'whom',
      header: t('archive.columns.whom'),
      accessorFn: (row) => row.loginId ?? t('archive.everyone'),
      cell: ({ row }) => {
        const { userId, loginId } = row.original
        return userId === null ? (
          <Badge variant="secondary" className="whitespace-nowrap">
            {t('archive.everyone')}
          </Badge>
        ) : (
          <MemberCell userId={userId} loginId={loginId} onMember={onMember} />
        )
      },
    },
    ...archiveCountKeys.map(
      (key): ColumnDef<ArchiveRun, unknown> => ({
        id: key,
        header: t(`settlement.counts.${key}`),
        accessorFn: (row) => row.cleared[key],
        cell: ({ row }) => (
          <span className="inline-block min-w-10">{formatNumber(row.original.cleared[key])}</span>
        ),
        meta: { numeric: true, headClassName: 'whitespace-nowrap' },
      }),
    ),
  ]
}
