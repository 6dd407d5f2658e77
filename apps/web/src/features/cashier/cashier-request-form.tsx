import { topupInput, withdrawalInput } from '@pb/contract/inputs/cashier'
import { textLimits } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { RotateCcwIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../components/error-alert'
import { AmountControl } from '../../components/form/amount-control'
import { Field } from '../../components/form/field'
import { showServerFieldErrors } from '../../components/form/server-field-errors'
import { TextField } from '../../components/form/text-field'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { QuickAmounts } from '../../components/quick-amounts'
import { useIdempotencyKey } from '../../hooks/use-idempotency-key'
import { useRefusalWords } from '../../hooks/use-refusal-words'
import { formatMoney } from '../../lib/format'
import { trpc } from '../../trpc/client'
import type { CashierRequestType } from '../../trpc/types'
import { applyAnsweredBalance } from '../live/cached-balance'
import { SelfExclusionBanner } from '../member/responsible-play/self-exclusion-banner'
import { useMemberUser } from '../member/use-member-user'

/** docs/product.md §9: the quick buttons of each form. */
const quickAmounts: Record<CashierRequestType, readonly number[]> = {
  topup: [500_000, 1_000_000],
  withdrawal: [10_000, 100_000, 500_000],
}

/** The server's check of each request, run here first: the amount's digits and minimum, the note's length. */
const requestSchemas = {
  topup: topupInput.pick({ amount: true, note: true }),
  withdrawal: withdrawalInput.pick({ amount: true, note: true }),
}

/** Where the form sits: its own page or a game-page tab (they thank the member differently). */
export type CashierFormPlace = 'page' | 'game'

/**
 * A top-up or withdrawal request: amount (digits only, at least 10,000원; a withdrawal no more than
 * the balance) and a note. The server checks all of it again; its refusal is shown in the reader's language.
 */
export function CashierRequestForm({ type, place }: { type: CashierRequestType; place: CashierFormPlace }) {
  const { t } = useTranslation()
  const { say } = useRefusalWords()
  const queryClient = useQueryClient()
  const user = useMemberUser()
  const form = useSchemaForm(requestSchemas[type], { amount: 0, note: '' })
  const [refusal, setRefusal] = useState<unknown>()
  const idempotency = useIdempotencyKey()
  const topup = useMutation(trpc.cashier.topup.mutationOptions())
  const withdraw = useMutation(trpc.cashier.withdraw.mutationOptions())
  const mutation = type === 'topup' ? topup : withdraw
  const balance = user?.moneyBal

  const setAmount = (amount: number) =>
    form.setValue('amount', amount, { shouldValidate: form.formState.isSubmitted })

  function succeeded() {
    idempotency.done()
    form.reset()
    void queryClient.invalidateQueries({ queryKey: trpc.cashier.myRequests.pathKey() })
    toast.success(t(place === 'page' ? `cashier.${type}.requestedPage` : `cashier.${type}.requested`))
  }

  function failed(error: NonNullable<typeof mutation.error>) {
    if (!showServerFieldErrors(form, error)) setRefusal(error)
    if (error.data?.domainCode === 'INSUFFICIENT_BALANCE')
      void queryClient.invalidateQueries({ queryKey: trpc.users.profile.queryKey() })
  }

  const submit = form.handleSubmit((request) => {
    if (mutation.isPending) return
    setRefusal(undefined)
    // The balance is the member's, not the schema's: checked here, and again by the server under the wallet's lock.
    if (type === 'withdrawal' && balance !== undefined && request.amount > balance) {
      const message = say('detailed.insufficientBalance', { money: formatMoney(balance) })
      return form.setError('amount', { message }, { shouldFocus: true })
    }
    const input = { ...request, idempotencyKey: idempotency.keyFor({ type, ...request }) }
    if (type === 'topup') return topup.mutate(input, { onSuccess: succeeded, onError: failed })
    const sentAt = Date.now()
    withdraw.mutate(input, {
      onSuccess: (answer) => {
        applyAnsweredBalance(
          queryClient,
          { moneyBal: answer.newMoneyBal, pointBal: answer.newPointBal },
          sentAt,
        )
        succeeded()
      },
      onError: failed,
    })
  })

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid={`${type}-form`}>
      {type === 'topup' && <SelfExclusionBanner />}
      {refusal !== undefined && <ErrorAlert error={refusal} fallback={t(`cashier.${type}.failed`)} />}
      <Field
        form={form}
        name="amount"
        label={t('cashier.amount')}
        aside={
          type === 'withdrawal' &&
          balance !== undefined && (
            <span className="text-muted-foreground text-xs tabular-nums">
              {t('cashier.available', { balance: formatMoney(balance) })}
            </span>
          )
        }
      >
        {(control) => (
          <>
            <div className="flex gap-2">
              <AmountControl
                form={form}
                control={control}
                className="h-11 text-base"
                placeholder={t('cashier.amountPlaceholder')}
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="size-11 shrink-0"
                aria-label={t('cashier.resetAmount')}
                onClick={() => setAmount(0)}
              >
                <RotateCcwIcon aria-hidden />
              </Button>
            </div>
            <QuickAmounts
              amounts={quickAmounts[type]}
              onAdd={(add) => setAmount(Number(form.getValues('amount')) + add)}
            />
          </>
        )}
      </Field>
      <TextField
        form={form}
        name="note"
        label={t('cashier.note')}
        inputClassName="h-11"
        maxLength={textLimits.note}
        placeholder={t(`cashier.${type}.notePlaceholder`)}
      />
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        {mutation.isPending && <Spinner />}
        {t(`cashier.${type}.submit`)}
      </Button>
    </form>
  )
}
