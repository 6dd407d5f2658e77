import type { ColumnDef } from '@tanstack/react-table'
import { CornerDownRightIcon } from 'lucide-react'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../lib/format'
import type { AdminOrg } from '../admin-types'
import { OrgLevelBadge } from './org-level-badge'
import { type OrgAction, OrgRowActions } from './org-row-actions'
import { OrgStatusBadge } from './org-status-badge'
import { RateCell } from './rate-cell'

type Column = ColumnDef<AdminOrg, unknown>

/** The tree table's columns: the branch indented under its parent, its people, its rates and status. */
export function useOrgColumns({
  own,
  today,
  onAction,
}: {
  own: AdminOrg | undefined
  today: string | undefined
  onAction: (action: OrgAction, org: AdminOrg) => void
}): Column[] {
  const { t } = useTranslation('admin')
  return [
    {
      id: 'name',
      header: t('orgs.columns.name'),
      accessorFn: (row) => row.name,
      cell: ({ row }) => {
        const steps = row.original.depth - (own?.depth ?? 0)
        return (
          <div
            // Each level steps in under its parent; less on a phone, where the column stays in view.
            className="flex min-w-0 items-center gap-1.5 ps-[calc(var(--steps)*0.75rem)] sm:ps-[calc(var(--steps)*1.25rem)]"
            style={{ '--steps': Math.max(0, steps - 1) } as CSSProperties}
          >
            {steps > 0 && (
              <CornerDownRightIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
            )}
            <span className="max-w-48 truncate font-medium" title={row.original.name}>
              {row.original.name}
            </span>
            <OrgLevelBadge level={row.original.level} />
          </div>
        )
      },
    },
    {
      id: 'head',
      header: t('orgs.columns.head'),
      accessorFn: (row) => row.head?.loginId ?? '',
      cell: ({ row }) =>
        row.original.head ? (
          <span className="inline-flex items-baseline gap-1.5 whitespace-nowrap">
            {row.original.head.loginId}
            {row.original.head.nickname !== row.original.head.loginId && (
              <span className="max-w-32 truncate text-muted-foreground text-xs">
                {row.original.head.nickname}
              </span>
            )}
          </span>
        ) : (
          <span className="text-muted-foreground">{t('orgs.noHead')}</span>
        ),
      meta: { hideOnPhone: true },
    },
    {
      id: 'admins',
      header: t('orgs.columns.admins'),
      accessorFn: (row) => row.adminCount,
      cell: ({ row }) => formatNumber(row.original.adminCount),
      meta: { numeric: true, hideOnPhone: true },
    },
    {
      id: 'members',
      header: t('orgs.columns.members'),
      accessorFn: (row) => row.subtreeMemberCount,
      cell: ({ row }) =>
        t('orgs.membersValue', {
          own: formatNumber(row.original.memberCount),
          all: formatNumber(row.original.subtreeMemberCount),
        }),
      meta: { numeric: true },
    },
    {
      id: 'rolling',
      header: t('orgs.columns.rolling'),
      accessorFn: (row) => row.rollingRate,
      cell: ({ row }) => <RateCell org={row.original} rate="rollingRate" today={today} />,
      meta: { numeric: true },
    },
    {
      id: 'losing',
      header: t('orgs.columns.losing'),
      accessorFn: (row) => row.losingRate,
      cell: ({ row }) => <RateCell org={row.original} rate="losingRate" today={today} />,
      meta: { numeric: true },
    },
    {
      id: 'status',
      header: t('orgs.columns.status'),
      accessorFn: (row) => row.status,
      cell: ({ row }) => <OrgStatusBadge org={row.original} />,
    },
    {
      id: 'actions',
      header: t('orgs.columns.actions'),
      enableHiding: false,
      cell: ({ row }) => own && <OrgRowActions org={row.original} own={own} onAction={onAction} />,
      meta: { headClassName: 'text-center', cellClassName: 'py-1 text-center' },
    },
  ]
}
