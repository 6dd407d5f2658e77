import { requestStatusInput } from '@pb/contract/inputs/cashier'
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
import { toast } from '@pb/ui/toast'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { TextField } from '../../../components/form/text-field'
import { useSchemaForm } from '../../../components/form/use-schema-form'
import { formatMoney } from '../../../lib/format'
import type { AdminCashRequest } from '../admin-types'

/**
 * docs/product.md §4.4: a rejection needs a reason entered in a prompt; an empty reason cancels the action, so
 * the field is not `required` — rejecting with it empty closes the dialog and changes nothing.
 */
export function RejectDialog({
  request,
  onCancel,
  onReject,
}: {
  request: AdminCashRequest | null
  onCancel: () => void
  onReject: (request: AdminCashRequest, reason: string) => void
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent closeLabel={tr('common.close')} className="max-w-md">
        {request && (
          <>
            <DialogHeader>
              <DialogTitle>
                {t('cashier.reject.title', { type: tr(`cashier.types.${request.transactionType}`) })}
              </DialogTitle>
              <DialogDescription>
                {request.loginId} ({request.name}) · {formatMoney(request.requestAmount)}
              </DialogDescription>
              {request.transactionType === 'WITHDRAWAL' && (
                <p className="text-sm">
                  {t('cashier.reject.withdrawalReturns', { amount: formatMoney(request.requestAmount) })}
                </p>
              )}
            </DialogHeader>
            <ReasonForm
              key={request.id}
              onCancel={onCancel}
              onSubmit={(reason) => {
                if (reason) return onReject(request, reason)
                toast.info(t('cashier.reject.cancelled'))
                onCancel()
              }}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

/** The server's check of a rejection's reason, run here first: its length and characters. */
const reasonSchema = z.object({ reason: requestStatusInput.shape.reason })

function ReasonForm({ onCancel, onSubmit }: { onCancel: () => void; onSubmit: (reason: string) => void }) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const form = useSchemaForm(reasonSchema, { reason: '' })
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit(({ reason }) => onSubmit(reason ?? ''))}
    >
      <TextField
        multiline
        form={form}
        name="reason"
        label={t('cashier.reject.reason')}
        hint={t('cashier.reject.hint')}
        maxLength={textLimits.reason}
        placeholder={t('cashier.reject.placeholder')}
        autoFocus
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {tr('common.cancel')}
        </Button>
        <Button type="submit" variant="destructive">
          {t('cashier.reject.submit')}
        </Button>
      </DialogFooter>
    </form>
  )
}
