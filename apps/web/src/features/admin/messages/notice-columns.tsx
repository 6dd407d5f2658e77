import { Badge } from '@pb/ui/badge'
import { Button } from '@pb/ui/button'
import type { ColumnDef } from '@tanstack/react-table'
import { PinIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'
import type { AdminNotice } from './admin-message-types'

export interface NoticeActions {
  busyId: number | null
  onEdit: (notice: AdminNotice) => void
  onPublish: (notice: AdminNotice, publish: boolean) => void
  onRemove: (notice: AdminNotice) => void
}

/** The notice list's columns; title, dates are sorted by the server. */
export function useNoticeColumns(actions: NoticeActions): ColumnDef<AdminNotice, unknown>[] {
  const { t } = useTranslation('adminMessages')
  const windowOf = (notice: AdminNotice) =>
    notice.publishFrom || notice.publishUntil
      ? `${notice.publishFrom ? formatDateTime(notice.publishFrom).slice(0, 16) : ''} ~ ${notice.publishUntil ? formatDateTime(notice.publishUntil).slice(0, 16) : ''}`
      : t('notices.always')
  return [
    {
      id: 'title',
      header: t('notices.columns.title'),
      enableSorting: true,
      accessorFn: (row) => row.title,
      meta: { grow: true },
      cell: ({ row }) => (
        <span className="flex min-w-[12rem] items-start gap-1.5 break-words">
          {row.original.pinned && (
            <PinIcon className="mt-0.5 size-3.5 shrink-0 text-primary" aria-label={t('notices.pinned')} />
          )}
          {row.original.title}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('notices.columns.status'),
      accessorFn: (row) => t(`notices.statuses.${row.status}`),
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          <Badge
            variant={row.original.status === 'PUBLISHED' ? 'default' : 'outline'}
            className="whitespace-nowrap"
          >
            {t(`notices.statuses.${row.original.status}`)}
          </Badge>
          {row.original.status === 'PUBLISHED' && (
            <Badge variant="secondary" className="whitespace-nowrap">
              {t(row.original.shown ? 'notices.shown' : 'notices.notShown')}
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: 'audience',
      header: t('notices.columns.audience'),
      accessorFn: (row) => (row.wholeNetwork ? t('notices.wholeNetwork') : row.audienceOrgName),
    },
    {
      id: 'publishFrom',
      header: t('notices.columns.window'),
      enableSorting: true,
      accessorFn: windowOf,
      meta: { hideOnPhone: true },
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums text-xs">{windowOf(row.original)}</span>
      ),
    },
    {
      id: 'updatedAt',
      header: t('notices.columns.updatedAt'),
      enableSorting: true,
      accessorFn: (row) => formatDateTime(row.updatedAt),
      meta: { hideOnPhone: true },
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.updatedAt)}</span>
      ),
    },
    {
      id: 'actions',
      header: t('notices.columns.actions'),
      meta: { csv: false },
      cell: ({ row }) => {
        const notice = row.original
        const busy = actions.busyId === notice.id
        const published = notice.status === 'PUBLISHED'
        return (
          <span className="flex gap-1">
            <Button size="sm" variant="outline" onClick={() => actions.onEdit(notice)}>
              {t('notices.edit')}
            </Button>
            <Button
              size="sm"
              variant={published ? 'outline' : 'default'}
              disabled={busy}
              onClick={() => actions.onPublish(notice, !published)}
            >
              {t(published ? 'notices.unpublish' : 'notices.publish')}
            </Button>
            {!published && (
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive"
                disabled={busy}
                onClick={() => actions.onRemove(notice)}
              >
                {t('notices.remove')}
              </Button>
            )}
          </span>
        )
      },
    },
  ]
}
