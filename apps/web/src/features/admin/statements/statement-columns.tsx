import { cn } from '@pb/ui/lib/cn'
import { Link } from '@tanstack/react-router'
import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import type { OrgStatementLine, OrgStatementMember } from '../admin-types'
import { OrgLevelBadge } from '../orgs/org-level-badge'
import { figureTone, formatFigure, type LineFigure, lineFigures, totalOf } from './statement-figures'
import type { StatementPeriod } from './statement-period'

const linkClass =
  'rounded-sm font-medium hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50'

function figureColumn<Row>(
  id: LineFigure | 'total',
  header: string,
  value: (row: Row) => number,
): ColumnDef<Row, unknown> {
  return {
    id,
    header,
    accessorFn: value,
    cell: ({ row }) => {
      const amount = value(row.original)
      return (
        <span className={cn('whitespace-nowrap', figureTone(id, amount))}>{formatFigure(id, amount)}</span>
      )
    },
    meta: { numeric: true },
  }
}

/** Each child branch: its name opens its own statement over the same days (drill-down). */
export function useChildColumns(period: StatementPeriod): ColumnDef<OrgStatementLine, unknown>[] {
  const { t } = useTranslation('admin')
  return [
    {
      id: 'name',
      header: t('statements.columns.branch'),
      accessorFn: (row) => row.name,
      cell: ({ row }) => (
        <span className="flex items-center gap-1.5">
          <Link
            to="/admin/statements"
            search={{ ...period, orgId: row.original.orgId }}
            aria-label={t('statements.children.openOf', { name: row.original.name })}
            className={cn(linkClass, 'max-w-48 truncate')}
          >
            {row.original.name}
          </Link>
          <OrgLevelBadge level={row.original.level} />
        </span>
      ),
    },
    ...lineFigures.map((figure) =>
      figureColumn<OrgStatementLine>(figure, t(`statements.figures.${figure}`), (row) => row[figure]),
    ),
    figureColumn<OrgStatementLine>('total', t('statements.figures.total'), totalOf),
  ]
}

const memberFigures = ['deposits', 'withdrawals', 'stakes', 'payouts', 'net'] as const

/** The branch's own members: the login id opens the member's detail. */
export function useMemberColumns(): ColumnDef<OrgStatementMember, unknown>[] {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  return [
    {
      id: 'loginId',
      header: tr('user.loginId'),
      accessorFn: (row) => row.loginId,
      cell: ({ row }) => (
        <span className="inline-flex items-baseline gap-1.5">
          <Link to="/admin/members" search={{ member: row.original.userId }} className={linkClass}>
            {row.original.loginId}
          </Link>
          {row.original.nickname !== row.original.loginId && (
            <span className="max-w-32 truncate text-muted-foreground text-xs">{row.original.nickname}</span>
          )}
        </span>
      ),
    },
    ...memberFigures.map((figure) =>
      figureColumn<OrgStatementMember>(figure, t(`statements.figures.${figure}`), (row) => row[figure]),
    ),
  ]
}
