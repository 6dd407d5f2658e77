import { Button } from '@pb/ui/button'
import { toast } from '@pb/ui/toast'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import { DataTable } from '../data-table/data-table'
import { FilterForm } from '../data-table/filter-form'
import { SelectFilter } from '../data-table/select-filter'
import { sortingOf, sortOf } from '../data-table/table-search'
import { TypedFilter, typedText, useTypedFilter } from '../data-table/typed-filter'
import { ConfirmActionDialog } from '../shared/confirm-action-dialog'
import { FailureBanner } from '../shared/failure-banner'
import { ViewHeader } from '../shared/view-header'
import type { AdminNotice } from './admin-message-types'
import { useNoticeColumns } from './notice-columns'
import { NoticeEditorDialog } from './notice-editor-dialog'
import { type NoticesSearch, noticePageSizes, noticeSorts, noticeStatuses } from './notices-search'

/** docs/messages.md §2: the notices of the administrator's subtree; paged, sorted and filtered by the server. */
export function NoticesPanel({
  search,
  onSearch,
}: {
  search: NoticesSearch
  onSearch: (next: NoticesSearch) => void
}) {
  const { t } = useTranslation('adminMessages')
  const { t: ta } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const limit = search.limit ?? noticePageSizes[0]
  const notices = useQuery({
    ...trpc.admin.messages.notices.list.queryOptions({
      status: search.status,
      q: search.q,
      sort: search.sort,
      order: search.order,
      page: search.page ?? 1,
      limit,
    }),
    placeholderData: keepPreviousData,
  })
  const [editing, setEditing] = useState<{ notice: AdminNotice | null } | null>(null)
  const [removing, setRemoving] = useState<AdminNotice | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [query, setQuery] = useTypedFilter(search.q)
  const changed = (message: string) => () => {
    toast.success(message)
    setRemoving(null)
    void queryClient.invalidateQueries({ queryKey: trpc.admin.messages.notices.pathKey() })
  }
  const failed = (error: unknown) => setFailure(sayRefusal(error, t('notices.failed')))
  const publish = useMutation(
    trpc.admin.messages.notices.publish.mutationOptions({
      onSuccess: changed(t('notices.published')),
      onError: failed,
    }),
  )
  const unpublish = useMutation(
    trpc.admin.messages.notices.unpublish.mutationOptions({
      onSuccess: changed(t('notices.unpublished')),
      onError: failed,
    }),
  )
  const remove = useMutation(
    trpc.admin.messages.notices.remove.mutationOptions({
      onSuccess: changed(t('notices.removed')),
      onError: failed,
    }),
  )
  const busy = [publish, unpublish, remove].find((call) => call.isPending)?.variables
  const busyId = busy ? Number(busy.id) : null
  const columns = useNoticeColumns({
    busyId,
    onEdit: (notice) => setEditing({ notice }),
    onPublish: (notice, toPublished) => (toPublished ? publish : unpublish).mutate({ id: notice.id }),
    onRemove: setRemoving,
  })

  return (
    <div className="flex flex-col gap-3">
      <ViewHeader
        title={ta('menu.items.notices')}
        help={t('notices.help')}
        aside={
          <Button onClick={() => setEditing({ notice: null })}>
            <PlusIcon aria-hidden />
            {t('notices.create')}
          </Button>
        }
      />
      {failure && <FailureBanner message={failure} onDismiss={() => setFailure(null)} />}
      <DataTable
        tableId="notices"
        label={ta('menu.items.notices')}
        columns={columns}
        page={notices.data}
        isFetching={notices.isFetching}
        error={notices.isError ? sayRefusal(notices.error, ta('table.loadFailed')) : undefined}
        emptyMessage={t('notices.empty')}
        sorting={sortingOf(search)}
        onSortingChange={(sorting) =>
          onSearch({ ...search, ...sortOf(sorting, noticeSorts), page: undefined })
        }
        onPageChange={(page) => onSearch({ ...search, page })}
        pageSize={limit}
        pageSizes={noticePageSizes}
        onPageSizeChange={(size) => onSearch({ ...search, limit: size, page: undefined })}
        getRowId={(notice) => String(notice.id)}
        rowClassName={() => '[&>td]:align-top'}
        filters={
          <FilterForm
            label={t('notices.filtersLabel')}
            onSubmit={() => onSearch({ ...search, q: typedText(query), page: undefined })}
            onReset={() => onSearch({ ...search, q: undefined, status: undefined, page: undefined })}
          >
            <div className="col-span-2 sm:col-span-1">
              <SelectFilter
                label={t('notices.status')}
                options={noticeStatuses}
                optionLabel={(status) => t(`notices.statuses.${status}`)}
                value={search.status}
                onChange={(status) => onSearch({ ...search, status, page: undefined })}
              />
            </div>
            <TypedFilter
              label={t('notices.search')}
              placeholder={t('notices.searchPlaceholder')}
              value={query}
              onChange={setQuery}
            />
          </FilterForm>
        }
      />
      <NoticeEditorDialog
        open={editing !== null}
        notice={editing?.notice ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmActionDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('notices.removeTitle')}
        description={t('notices.removeHelp', { title: removing?.title ?? '' })}
        confirmLabel={t('notices.remove')}
        destructive
        isPending={remove.isPending}
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
      />
    </div>
  )
}
