import { Badge } from '@pb/ui/badge'
import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { CheckIcon, InfoIcon, XIcon } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'
import type { Proposal } from '../admin-types'
import { ProposalChange } from './proposal-change'
import { ProposalOutcome } from './proposal-outcome'
import { ProposalStatusBadge } from './proposal-status-badge'
import { enablesSelfApprovalOnly, minutesLeft } from './read-proposal'

/** 'MM-DD HH:mm' in Korean time. */
const shortTime = (instant: string) => formatDateTime(instant).slice(5, 16)

export interface ProposalViewer {
  userId: number | undefined
  /** Self-approval is on and there is a single SUPER. */
  selfApproval: boolean
  /** There is a single active SUPER. */
  singleSuper: boolean
  now: number
}

/**
 * One proposal: what it changes and why, who proposed it and how long it has left, what came of it;
 * while it waits, approve (unless the viewer proposed it and self-approval is not in effect) and
 * reject (withdraw, for the proposer).
 */
export function ProposalItem({
  proposal,
  viewer,
  busy,
  onApprove,
  onReject,
}: {
  proposal: Proposal
  viewer: ProposalViewer
  busy: boolean
  onApprove: (proposal: Proposal) => void
  onReject: (proposal: Proposal) => void
}) {
  const { t } = useTranslation('admin')
  const headingId = useId()
  const hintId = useId()
  const waiting = proposal.status === 'PENDING_APPROVAL'
  const own = proposal.proposedBy.id === viewer.userId
  const mayApproveOwn = viewer.selfApproval || (viewer.singleSuper && enablesSelfApprovalOnly(proposal))
  const blocked = own && !mayApproveOwn
  const left = minutesLeft(proposal.expiresAt, viewer.now)
  const decidedBy = proposal.decidedBy
  const decidedLabel =
    proposal.status === 'APPROVED' ||
    proposal.status === 'APPLIED' ||
    proposal.status === 'FAILED' ||
    proposal.status === 'REJECTED'
      ? t(`approvals.decidedBy.${proposal.status}`)
      : undefined

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border bg-card p-3 sm:p-4"
      data-proposal={proposal.id}
      data-status={proposal.status}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
        <Badge variant="outline" className="font-semibold">
          {t(`approvals.kinds.${proposal.kind}`)}
        </Badge>
        <h2 id={headingId} className="font-semibold text-sm tabular-nums">
          {t('approvals.number', { id: proposal.id })}
        </h2>
        <ProposalStatusBadge status={proposal.status} />
        <span className="ml-auto text-muted-foreground text-xs tabular-nums" data-testid="time-left">
          {waiting
            ? left < 1
              ? t('approvals.expiresSoon')
              : left >= 60
                ? t('approvals.timeLeft', { hours: Math.floor(left / 60), minutes: left % 60 })
                : t('approvals.minutesLeft', { minutes: left })
            : proposal.status === 'EXPIRED'
              ? t('approvals.expiredAt', { time: shortTime(proposal.expiresAt) })
              : null}
        </span>
      </header>
      <div className="grid gap-x-6 gap-y-3 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <section aria-label={t('approvals.change')} className="min-w-0" data-testid="proposal-change">
          <ProposalChange proposal={proposal} />
        </section>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-3 gap-y-1.5 text-sm md:border-l md:pl-4">
          <dt className="text-muted-foreground">{t('approvals.reason')}</dt>
          <dd className="min-w-0 break-words" data-testid="proposal-reason">
            {proposal.reason}
          </dd>
          <dt className="text-muted-foreground">{t('approvals.proposedBy')}</dt>
          <dd className="tabular-nums" data-testid="proposed-by">
            {t('approvals.by', {
              loginId: proposal.proposedBy.loginId,
              time: shortTime(proposal.proposedAt),
            })}
          </dd>
          {decidedBy && decidedLabel && (
            <>
              <dt className="text-muted-foreground">{decidedLabel}</dt>
              <dd className="tabular-nums" data-testid="decided-by">
                {t('approvals.by', {
                  loginId: decidedBy.loginId,
                  time: shortTime(proposal.decidedAt ?? proposal.proposedAt),
                })}
              </dd>
            </>
          )}
          {proposal.decisionReason && (
            <>
              <dt className="text-muted-foreground">{t('approvals.decisionReason')}</dt>
              <dd className="min-w-0 break-words" data-testid="decision-reason">
                {proposal.decisionReason}
              </dd>
            </>
          )}
        </dl>
      </div>
      <ProposalOutcome proposal={proposal} />
      {waiting && (
        <footer className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2 border-t pt-3">
          {own && (
            <p
              id={hintId}
              className="mr-auto flex min-w-0 flex-1 basis-60 items-start gap-1.5 text-muted-foreground text-xs"
            >
              <InfoIcon className="mt-px size-3.5 shrink-0" aria-hidden />
              {blocked
                ? t('approvals.ownHint')
                : viewer.selfApproval
                  ? t('approvals.selfApprovalHint')
                  : t('approvals.firstSelfApprovalHint')}
            </p>
          )}
          <div className="flex shrink-0 gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onReject(proposal)}
              aria-label={t(own ? 'approvals.withdrawOf' : 'approvals.rejectOf', { id: proposal.id })}
            >
              <XIcon aria-hidden />
              {t(own ? 'approvals.withdraw' : 'approvals.reject')}
            </Button>
            <Button
              size="sm"
              disabled={busy || blocked}
              aria-describedby={own ? hintId : undefined}
              onClick={() => onApprove(proposal)}
              aria-label={t('approvals.approveOf', { id: proposal.id })}
            >
              {busy ? <Spinner /> : <CheckIcon aria-hidden />}
              {t('approvals.approve')}
            </Button>
          </div>
        </footer>
      )}
    </article>
  )
}
