import { Button } from '@pb/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@pb/ui/dialog'
import { Label } from '@pb/ui/label'
import { Textarea } from '@pb/ui/textarea'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import type { Proposal } from '../admin-types'

/** The server's limit on a rejection reason. */
const maxReasonLength = 200

/**
 * A rejection needs a reason (the server refuses one without); the proposer withdrawing their own
 * proposal gives one too.
 */
export function RejectProposalDialog({
  proposal,
  own,
  onCancel,
  onReject,
}: {
  proposal: Proposal | null
  own: boolean
  onCancel: () => void
  onReject: (proposal: Proposal, reason: string) => void
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  return (
    <Dialog open={proposal !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent closeLabel={tr('common.close')} className="max-w-md">
        {proposal && (
          <>
            <DialogHeader>
              <DialogTitle>
                {t(own ? 'approvals.rejectDialog.withdrawTitle' : 'approvals.rejectDialog.title', {
                  id: proposal.id,
                })}
              </DialogTitle>
              <DialogDescription>{t('approvals.rejectDialog.description')}</DialogDescription>
            </DialogHeader>
            <ReasonForm
              key={proposal.id}
              own={own}
              onCancel={onCancel}
              onSubmit={(reason) => onReject(proposal, reason)}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

function ReasonForm({
  own,
  onCancel,
  onSubmit,
}: {
  own: boolean
  onCancel: () => void
  onSubmit: (reason: string) => void
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const reasonId = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (reason.trim() === '') return setMissing(true)
    onSubmit(reason.trim())
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>{t('approvals.rejectDialog.reason')}</Label>
        <Textarea
          id={reasonId}
          value={reason}
          maxLength={maxReasonLength}
          placeholder={t('approvals.rejectDialog.placeholder')}
          aria-invalid={missing || undefined}
          required
          onChange={(event) => {
            setMissing(false)
            setReason(event.target.value)
          }}
          autoFocus
        />
      </div>
      {missing && <ErrorAlert message={t('approvals.rejectDialog.required')} />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {tr('common.cancel')}
        </Button>
        <Button type="submit" variant="destructive">
          {t(own ? 'approvals.rejectDialog.withdrawSubmit' : 'approvals.rejectDialog.submit')}
        </Button>
      </DialogFooter>
    </form>
  )
}
