import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { RotateCcwIcon } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AmountInput } from '../../components/amount-input'
import { ErrorAlert } from '../../components/error-alert'
import { QuickAmounts } from '../../components/quick-amounts'
import { useIdempotencyKey } from '../../hooks/use-idempotency-key'
import { useRefusalText } from '../../hooks/use-refusal-text'
import { formatMoney } from '../../lib/format'
import { trpc } from '../../trpc/client'
import type { CashierRequestType } from '../../trpc/types'
import { applyAnsweredBalance } from '../live/cached-balance'
import { SelfExclusionBanner } from '../member/responsible-play/self-exclusion-banner'
import { useMemberUser } from '../member/use-member-user'

/** docs/product.md §9: the quick buttons of each form and the smallest request. */
const quickAmounts: Record<CashierRequestType, readonly number[]> = {
  topup: [500_000, 1_000_000],
  withdrawal: [10_000, 100_000, 500_000],
}
const minimumAmount = 10_000
const noteMaxLength = 200

/** Where the form sits: its own page or a game-page tab (docs/product.md §5.3 words the minimum differently). */
export type CashierFormPlace = 'page' | 'game'

/**
 * A top-up or withdrawal request: amount (digits only, at least 10,000원; a withdrawal no more than
 * the balance) and a note. The server checks all of it again; its refusal is shown in the reader's language.
 */
export function CashierRequestForm({ type, place }: { type: CashierRequestType; place: CashierFormPlace }) {
  const { t } = useTranslation()
  const sayRefusal = useRefusalText()
  const ids = { amount: useId(), note: useId() }
  const queryClient = useQueryClient()
  const user = useMemberUser()
  const [amount, setAmount] = useState(0)
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const idempotency = useIdempotencyKey()
  const topup = useMutation(trpc.cashier.topup.mutationOptions())
  const withdraw = useMutation(trpc.cashier.withdraw.mutationOptions())
  const mutation = type === 'topup' ? topup : withdraw
  const balance = user?.moneyBal

  function check(): string | null {
    if (amount < minimumAmount) return place === 'page' ? t(`cashier.${type}.minimum`) : t('cashier.tooLow')
    if (type === 'withdrawal' && balance !== undefined && amount > balance)
      return t('cashier.insufficient', { balance: formatMoney(balance) })
    return null
  }

  function succeeded() {
    idempotency.done()
    setAmount(0)
    setNote('')
    void queryClient.invalidateQueries({ queryKey: trpc.cashier.myRequests.pathKey() })
    toast.success(t(place === 'page' ? `cashier.${type}.requestedPage` : `cashier.${type}.requested`))
  }

  function failed(error: { message: string; data?: { domainCode?: string } | null }) {
    setProblem(sayRefusal(error, t(`cashier.${type}.failed`)))
    if (error.data?.domainCode === 'INSUFFICIENT_BALANCE')
      void queryClient.invalidateQueries({ queryKey: trpc.users.profile.queryKey() })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mutation.isPending) return
    const refusal = check()
    setProblem(refusal)
    if (refusal) return
    const request = { amount, note: note.trim() }
    const input = { ...request, idempotencyKey: idempotency.keyFor({ type, ...request }) }
    if (type === 'topup') {
      topup.mutate(input, { onSuccess: succeeded, onError: failed })
    } else {
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
    }
  }

  const changeAmount = (next: number) => {
    setAmount(next)
    setProblem(null)
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid={`${type}-form`}>
      {type === 'topup' && <SelfExclusionBanner />}
      {problem && <ErrorAlert message={problem} />}
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={ids.amount}>{t('cashier.amount')}</Label>
          {type === 'withdrawal' && balance !== undefined && (
            <span className="text-muted-foreground text-xs tabular-nums">
              {t('cashier.available', { balance: formatMoney(balance) })}
            </span>
          )}
        </div>
        <div className="flex gap-2">
          <AmountInput
            id={ids.amount}
            className="h-11 text-base"
            placeholder={t('cashier.amountPlaceholder')}
            value={amount}
            onValueChange={changeAmount}
            aria-invalid={problem !== null}
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-11 shrink-0"
            aria-label={t('cashier.resetAmount')}
            onClick={() => changeAmount(0)}
          >
            <RotateCcwIcon aria-hidden />
          </Button>
        </div>
        <QuickAmounts amounts={quickAmounts[type]} onAdd={(add) => changeAmount(amount + add)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.note}>{t('cashier.note')}</Label>
        <Input
          id={ids.note}
          className="h-11"
          maxLength={noteMaxLength}
          placeholder={t(`cashier.${type}.notePlaceholder`)}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        {mutation.isPending && <Spinner />}
        {t(`cashier.${type}.submit`)}
      </Button>
    </form>
  )
}
