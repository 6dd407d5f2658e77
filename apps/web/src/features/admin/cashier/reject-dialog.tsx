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
import { toast } from '@pb/ui/toast'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import type { AdminCashRequest } from '../admin-types'

/** The reason column's length (core `requestStatusInput`). */
const maxReasonLength = 200

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

function ReasonForm({ onCancel, onSubmit }: { onCancel: () => void; onSubmit: (reason: string) => void }) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const [reason, setReason] = useState('')
  const reasonId = useId()
  const hintId = useId()
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(reason.trim())
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>{t('cashier.reject.reason')}</Label>
        <Textarea
          id={reasonId}
          value={reason}
          maxLength={maxReasonLength}
          placeholder={t('cashier.reject.placeholder')}
          aria-describedby={hintId}
          onChange={(event) => setReason(event.target.value)}
          autoFocus
        />
        <p id={hintId} className="text-muted-foreground text-xs">
          {t('cashier.reject.hint')}
        </p>
      </div>
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
