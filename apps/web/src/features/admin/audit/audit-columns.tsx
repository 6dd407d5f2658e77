import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'
import type { AuditEntry } from '../admin-types'
import { auditActionLabel } from './audit-actions'
import { AuditChange } from './audit-change'
import { compactEntry } from './json-changes'

const targetTypes = [
  'user',
  'round',
  'history',
  'odds',
  'setting',
  'cash_transaction',
  'org',
  'commission_close',
  'approval',
  'notice',
  'message',
  'inquiry',
] as const

/** What an action was done to: its kind, then the member's login id or the target's id. */
function targetOf(entry: AuditEntry, t: TFunction<'admin'>) {
  const kind = targetTypes.find((type) => type === entry.targetType)
  const label = kind ? t(`audit.targets.${kind}`) : entry.targetType
  const name = entry.targetLoginId ?? (entry.targetId ? `#${entry.targetId}` : t('audit.everyone'))
  return { label, name }
}

/** The audit log's columns; an actor's login id narrows the log to that administrator. */
export function useAuditColumns(onActor: (loginId: string) => void): ColumnDef<AuditEntry, unknown>[] {
  const { t } = useTranslation('admin')
  return [
    {
      id: 'createdAt',
      header: t('audit.columns.at'),
      accessorFn: (row) => formatDateTime(row.createdAt),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.createdAt)}</span>
      ),
    },
    {
      id: 'actor',
      header: t('audit.columns.actor'),
      accessorFn: (row) => row.actorLoginId ?? `#${row.actorId}`,
      cell: ({ row }) => {
        const loginId = row.original.actorLoginId
        if (!loginId) return <span className="text-muted-foreground">#{row.original.actorId}</span>
        return (
          <button
            type="button"
            className="whitespace-nowrap rounded-sm font-medium hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            title={t('audit.onlyThisActor', { loginId })}
            onClick={() => onActor(loginId)}
          >
            {loginId}
          </button>
        )
      },
    },
    {
      id: 'action',
      header: t('audit.columns.action'),
      accessorFn: (row) => auditActionLabel(row.action, t),
      cell: ({ row }) => (
        <span className="whitespace-nowrap font-medium" data-action={row.original.action}>
          {auditActionLabel(row.original.action, t)}
        </span>
      ),
    },
    {
      id: 'target',
      header: t('audit.columns.target'),
      accessorFn: (row) => {
        const { label, name } = targetOf(row, t)
        return `${label} ${name}`
      },
      cell: ({ row }) => {
        const { label, name } = targetOf(row.original, t)
        return (
          <span className="inline-flex items-baseline gap-1.5 whitespace-nowrap">
            <span className="text-muted-foreground text-xs">{label}</span>
            <span className="font-medium tabular-nums">{name}</span>
          </span>
        )
      },
    },
    {
      id: 'change',
      header: t('audit.columns.change'),
      accessorFn: (row) => compactEntry(row.before, row.after),
      cell: ({ row }) => <AuditChange before={row.original.before} after={row.original.after} />,
      meta: { grow: true },
    },
    {
      id: 'ip',
      header: t('audit.columns.ip'),
      accessorFn: (row) => row.ip,
      cell: ({ row }) => (
        <span className="whitespace-nowrap font-mono text-muted-foreground text-xs">
          {row.original.ip || '—'}
        </span>
      ),
    },
  ]
}
