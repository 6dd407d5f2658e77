import { type SetLimitInput, setLimitInput } from '@pb/contract/inputs/responsible-play'
import { selfLimitPeriods, selfLimitTypes } from '@pb/contract/vocabulary'
import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { AmountControl } from '../../../components/form/amount-control'
import { Field } from '../../../components/form/field'
import { showServerFieldErrors } from '../../../components/form/server-field-errors'
import { useSchemaForm } from '../../../components/form/use-schema-form'
import { NativeSelect } from '../../../components/native-select'
import { formatDateTime } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import type { SelfLimit } from '../../../trpc/types'

/** Sets or removes one limit; the server decides whether it applies now or in 24 hours, and the toast says which. */
export function LimitForm() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const form = useSchemaForm(setLimitInput, { type: 'STAKE', period: 'DAY', amount: 0 })
  const [refusal, setRefusal] = useState<unknown>()
  const save = useMutation(trpc.users.setLimit.mutationOptions())

  function send(limit: SetLimitInput) {
    setRefusal(undefined)
    save.mutate(limit, {
      onSuccess: (limits: SelfLimit[]) => {
        queryClient.setQueryData(trpc.users.limits.queryKey(), limits)
        const pending = limits.find((set) => set.type === limit.type && set.period === limit.period)?.pending
        const waits = pending && pending.amount === limit.amount
        toast.success(
          waits
            ? t('responsiblePlay.limits.savedLater', { time: formatDateTime(pending.from) })
            : t('responsiblePlay.limits.saved'),
        )
        form.resetField('amount')
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error)) setRefusal(error)
      },
    })
  }

  // Removing a limit asks for no amount: only the kind and period chosen go.
  function remove() {
    form.clearErrors()
    send({ type: form.getValues('type'), period: form.getValues('period'), amount: null })
  }

  return (
    <form
      className="grid gap-3"
      onSubmit={form.handleSubmit((limit) => !save.isPending && send(limit))}
      noValidate
      data-testid="limit-form"
    >
      {refusal !== undefined && <ErrorAlert error={refusal} fallback={t('responsiblePlay.limits.failed')} />}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_2fr]">
        <Field form={form} name="type" label={t('responsiblePlay.limits.type')}>
          {(control) => (
            <NativeSelect {...control} className="h-11">
              {selfLimitTypes.map((value) => (
                <option key={value} value={value}>
                  {t(`responsiblePlay.limits.types.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field form={form} name="period" label={t('responsiblePlay.limits.period')}>
          {(control) => (
            <NativeSelect {...control} className="h-11">
              {selfLimitPeriods.map((value) => (
                <option key={value} value={value}>
                  {t(`responsiblePlay.limits.periods.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          form={form}
          name="amount"
          label={t('responsiblePlay.limits.amount')}
          className="col-span-2 sm:col-span-1"
        >
          {(control) => <AmountControl form={form} control={control} className="h-11 text-base" />}
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button type="button" variant="outline" size="lg" disabled={save.isPending} onClick={remove}>
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
