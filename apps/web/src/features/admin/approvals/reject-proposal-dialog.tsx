import { rejectProposalInput } from '@pb/contract/inputs/approvals'
import { textLimits } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@pb/ui/dialog'
import { Textarea } from '@pb/ui/textarea'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/form/field'
import { useSchemaForm } from '../../../components/form/use-schema-form'
import type { Proposal } from '../admin-types'

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

/** The server's check of a rejection, run here first: a reason, at most its length. */
const reasonSchema = rejectProposalInput.pick({ reason: true })

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
  const form = useSchemaForm(reasonSchema, { reason: '' })

  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(({ reason }) => onSubmit(reason))}>
      <Field form={form} name="reason" label={t('approvals.rejectDialog.reason')}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={textLimits.reason}
            placeholder={t('approvals.rejectDialog.placeholder')}
            required
            autoFocus
          />
        )}
      </Field>
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
