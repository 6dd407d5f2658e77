import { Button } from '@pb/ui/button'
import { Label } from '@pb/ui/label'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AmountInput } from '../../../components/amount-input'
import { ErrorAlert } from '../../../components/error-alert'
import { NativeSelect } from '../../../components/native-select'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { formatDateTime } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import type { SelfLimit, SelfLimitPeriod, SelfLimitType } from '../../../trpc/types'

const types: readonly SelfLimitType[] = ['DEPOSIT', 'STAKE', 'LOSS']
const periods: readonly SelfLimitPeriod[] = ['DAY', 'WEEK', 'MONTH']
/** The smallest limit the server takes. */
const minimumLimit = 1_000

/** Sets or removes one limit; the server decides whether it applies now or in 24 hours, and the toast says which. */
export function LimitForm() {
  const { t } = useTranslation()
  const sayRefusal = useRefusalText()
  const ids = { type: useId(), period: useId(), amount: useId() }
  const queryClient = useQueryClient()
  const [type, setType] = useState<SelfLimitType>('STAKE')
  const [period, setPeriod] = useState<SelfLimitPeriod>('DAY')
  const [amount, setAmount] = useState(0)
  const [problem, setProblem] = useState<string | null>(null)
  const save = useMutation(trpc.users.setLimit.mutationOptions())

  function send(next: number | null) {
    save.mutate(
      { type, period, amount: next },
      {
        onSuccess: (limits: SelfLimit[]) => {
          queryClient.setQueryData(trpc.users.limits.queryKey(), limits)
          const pending = limits.find((limit) => limit.type === type && limit.period === period)?.pending
          const waits = pending && pending.amount === next
          toast.success(
            waits
              ? t('responsiblePlay.limits.savedLater', { time: formatDateTime(pending.from) })
              : t('responsiblePlay.limits.saved'),
          )
          setAmount(0)
        },
        onError: (error) => setProblem(sayRefusal(error, t('responsiblePlay.limits.failed'))),
      },
    )
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (save.isPending) return
    const refusal = amount < minimumLimit ? t('responsiblePlay.limits.tooLow') : null
    setProblem(refusal)
    if (!refusal) send(amount)
  }

  const edit =
    <T,>(setValue: (value: T) => void) =>
    (value: T) => {
      setValue(value)
      setProblem(null)
    }

  return (
    <form className="grid gap-3" onSubmit={submit} noValidate data-testid="limit-form">
      {problem && <ErrorAlert message={problem} />}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_2fr]">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.type}>{t('responsiblePlay.limits.type')}</Label>
          <NativeSelect
            id={ids.type}
            className="h-11"
            value={type}
            onChange={(event) => edit(setType)(event.target.value as SelfLimitType)}
          >
            {types.map((value) => (
              <option key={value} value={value}>
                {t(`responsiblePlay.limits.types.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.period}>{t('responsiblePlay.limits.period')}</Label>
          <NativeSelect
            id={ids.period}
            className="h-11"
            value={period}
            onChange={(event) => edit(setPeriod)(event.target.value as SelfLimitPeriod)}
          >
            {periods.map((value) => (
              <option key={value} value={value}>
                {t(`responsiblePlay.limits.periods.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor={ids.amount}>{t('responsiblePlay.limits.amount')}</Label>
          <AmountInput
            id={ids.amount}
            className="h-11 text-base"
            value={amount}
            onValueChange={edit(setAmount)}
            aria-invalid={problem !== null}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button
          type="button"
          variant="outline"
          size="lg"
          disabled={save.isPending}
          onClick={() => {
            setProblem(null)
            send(null)
          }}
        >
          {t('responsiblePlay.limits.remove')}
        </Button>
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {t('responsiblePlay.limits.set')}
        </Button>
      </div>
    </form>
  )
}
