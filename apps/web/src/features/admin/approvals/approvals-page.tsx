import { cn } from '@pb/ui/lib/cn'
import { Spinner } from '@pb/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pb/ui/tabs'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ShieldAlertIcon, StampIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../auth/session-store'
import { useMayPerform } from '../../../auth/use-may-perform'
import { EmptyState } from '../../../components/empty-state'
import { ErrorAlert } from '../../../components/error-alert'
import { Pager } from '../../../components/pager'
import { useServerNow } from '../../../hooks/use-server-now'
import { trpc } from '../../../trpc/client'
import type { Proposal } from '../admin-types'
import { useFallbackRefetchMs } from '../live/stream-health'
import { ConfirmActionDialog } from '../shared/confirm-action-dialog'
import { FailureBanner } from '../shared/failure-banner'
import { LiveStatus } from '../shared/live-status'
import { ViewHeader } from '../shared/view-header'
import { type ApprovalsSearch, type ApprovalTab, approvalTabs } from './approvals-search'
import { ProposalChange } from './proposal-change'
import { ProposalItem } from './proposal-item'
import { RejectProposalDialog } from './reject-proposal-dialog'
import { useProposalDecision } from './use-proposal-decision'
import { useSelfApproval } from './use-self-approval'

const pageSize = 20

/**
 * SUPER's proposals (four eyes): those waiting for a second SUPER first, newest first, each approved
 * after a confirmation or rejected with a reason; the decided ones under their status. The list
 * follows the console's event stream (APPROVALS_CHANGED), and polls only while it is down.
 */
export function ApprovalsPage({
  search,
  onSearch,
}: {
  search: ApprovalsSearch
  onSearch: (next: ApprovalsSearch) => void
}) {
  const { t } = useTranslation('admin')
  const user = useSession('admin').user
  const mayApprove = useMayPerform('approvals.decide')
  const tab: ApprovalTab = search.status ?? 'PENDING_APPROVAL'
  const list = useQuery({
    ...trpc.admin.approvals.list.queryOptions(
      { status: tab === 'all' ? undefined : tab, page: search.page ?? 1, limit: pageSize },
      { refetchInterval: useFallbackRefetchMs() },
    ),
    placeholderData: keepPreviousData,
    enabled: mayApprove,
  })
  const selfApproval = useSelfApproval(mayApprove)
  const now = useServerNow()
  const decision = useProposalDecision()
  const [approving, setApproving] = useState<Proposal | null>(null)
  const [rejecting, setRejecting] = useState<Proposal | null>(null)
  // The last proposals of a later page were decided: go back to the last page that still has some.
  const lastPage = list.data?.pagination.totalPages ?? 1
  useEffect(() => {
    if ((search.page ?? 1) > lastPage) onSearch({ ...search, page: lastPage > 1 ? lastPage : undefined })
  }, [search, lastPage, onSearch])

  if (!mayApprove) return <EmptyState icon={ShieldAlertIcon} message={t('approvals.superOnly')} />
  const viewer = {
    userId: user?.id,
    selfApproval: selfApproval.inEffect,
    singleSuper: selfApproval.single,
    now,
  }
  const items = list.data?.items ?? []

  return (
    <div className="flex flex-col gap-4">
      <ViewHeader title={t('approvals.title')} help={t('approvals.help')} aside={<LiveStatus />} />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          onSearch({
            status: approvalTabs.find((candidate) => candidate === next && next !== 'PENDING_APPROVAL'),
          })
        }
      >
        <TabsList
          className="w-auto max-w-full flex-nowrap self-start overflow-x-auto"
          aria-label={t('approvals.statusesLabel')}
        >
          {approvalTabs.map((candidate) => (
            <TabsTrigger key={candidate} value={candidate} className="flex-none">
              {t(`approvals.tabs.${candidate}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The list is the selected tab's panel (the tab names it for assistive technology). */}
        <TabsContent value={tab} className="flex flex-col gap-4">
          {decision.failure && (
            <FailureBanner message={decision.failure} onDismiss={decision.dismissFailure} />
          )}
          {list.isError && <ErrorAlert error={list.error} fallback={t('approvals.loadFailed')} />}
          {list.isPending && <Spinner className="mx-auto my-12 size-6" label={t('approvals.title')} />}
          {list.data && items.length === 0 && (
            <EmptyState
              icon={StampIcon}
              message={tab === 'PENDING_APPROVAL' ? t('approvals.empty') : t('approvals.emptyOther')}
            />
          )}
          {items.length > 0 && (
            <ul
              className={cn('flex flex-col gap-3 transition-opacity', list.isPlaceholderData && 'opacity-60')}
              aria-label={t('approvals.listLabel')}
              aria-busy={list.isFetching}
            >
              {items.map((proposal) => (
                <li key={proposal.id}>
                  <ProposalItem
                    proposal={proposal}
                    viewer={viewer}
                    busy={decision.busyIds.has(proposal.id)}
                    onApprove={setApproving}
                    onReject={setRejecting}
                  />
                </li>
              ))}
            </ul>
          )}
          {list.data && list.data.pagination.totalPages > 1 && (
            <Pager
              page={list.data.pagination.page}
              totalPages={list.data.pagination.totalPages}
              onPage={(page) => onSearch({ ...search, page })}
            />
          )}
        </TabsContent>
      </Tabs>
      <ConfirmActionDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={t('approvals.confirmTitle', { id: approving?.id ?? '' })}
        description={t('approvals.confirmDescription')}
        confirmLabel={t('approvals.confirm')}
        isPending={approving !== null && decision.busyIds.has(approving.id)}
        onConfirm={() => {
          if (!approving) return
          void decision.decide(approving, { action: 'approve' }).then(() => setApproving(null))
        }}
      >
        {approving && (
          <div className="rounded-md border bg-muted/40 p-3">
            <ProposalChange proposal={approving} />
          </div>
        )}
      </ConfirmActionDialog>
      <RejectProposalDialog
        proposal={rejecting}
        own={rejecting?.proposedBy.id === user?.id}
        onCancel={() => setRejecting(null)}
        onReject={(proposal, reason) => {
          setRejecting(null)
          void decision.decide(proposal, { action: 'reject', reason })
        }}
      />
    </div>
  )
}
