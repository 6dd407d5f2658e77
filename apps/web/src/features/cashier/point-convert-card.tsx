import { pointConvertInput } from '@pb/contract/inputs/cashier'
import { MIN_CONVERT_POINTS } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ErrorAlert } from '../../components/error-alert'
import { AmountControl } from '../../components/form/amount-control'
import { Field } from '../../components/form/field'
import { showServerFieldErrors } from '../../components/form/server-field-errors'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { useIdempotencyKey } from '../../hooks/use-idempotency-key'
import { useRefusalWords } from '../../hooks/use-refusal-words'
import { formatMoney, formatPoints } from '../../lib/format'
import { trpc } from '../../trpc/client'
import { PasswordInput } from '../auth/password-input'
import { applyAnsweredBalance } from '../live/cached-balance'
import { SelfExclusionBanner } from '../member/responsible-play/self-exclusion-banner'
import { useMemberUser } from '../member/use-member-user'

const conversion = pointConvertInput.pick({ pointAmount: true, password: true })

/** The server's check of a conversion, with this page's own minimum where it asks for more. */
const conversionAtLeast = (minimum: number, message: string) =>
  conversion.extend({ pointAmount: conversion.shape.pointAmount.pipe(z.number().min(minimum, message)) })

/**
 * docs/product.md §5.3: whole points, at least `minimum` (the server's 1P unless the page asks for
 * more), no more than held; 1P = 1원. The password goes along; the server asks for it only while the
 * operator setting requires it, and its refusal is shown as it comes.
 */
export function PointConvertCard({ minimum = MIN_CONVERT_POINTS }: { minimum?: number }) {
  const { t } = useTranslation()
  const { say } = useRefusalWords()
  const queryClient = useQueryClient()
  const user = useMemberUser()
  const minimumText = formatPoints(minimum)
  const form = useSchemaForm(conversionAtLeast(minimum, t('points.convert.minimum', { min: minimumText })), {
    pointAmount: 0,
    password: '',
  })
  const [refusal, setRefusal] = useState<unknown>()
  const idempotency = useIdempotencyKey()
  const convert = useMutation(trpc.cashier.convertPoints.mutationOptions())
  const held = user?.pointBal

  const submit = form.handleSubmit(({ pointAmount, password }) => {
    if (convert.isPending) return
    setRefusal(undefined)
    // The points held are the member's, not the schema's: checked here, and again by the server under the wallet's lock.
    if (held !== undefined && pointAmount > held) {
      const message = say('detailed.insufficientPoints', { points: formatPoints(held) })
      return form.setError('pointAmount', { message }, { shouldFocus: true })
    }
    const sentAt = Date.now()
    convert.mutate(
      {
        pointAmount,
        password: password || undefined,
        idempotencyKey: idempotency.keyFor({ pointAmount }),
      },
      {
        onSuccess: (answer) => {
          idempotency.done()
          form.reset()
          applyAnsweredBalance(
            queryClient,
            { moneyBal: answer.newMoneyBal, pointBal: answer.newPointBal },
            sentAt,
          )
          for (const queryKey of [
            trpc.cashier.pointHistory.pathKey(),
            trpc.cashier.myRequests.pathKey(),
            trpc.users.ledger.pathKey(),
          ])
            void queryClient.invalidateQueries({ queryKey })
          toast.success(
            t('points.convert.converted', {
              points: formatPoints(answer.pointAmount ?? answer.moneyAmount),
              money: formatMoney(answer.moneyAmount),
            }),
            {
              description: t('points.convert.balances', {
                money: formatMoney(answer.newMoneyBal),
                points: formatPoints(answer.newPointBal),
              }),
            },
          )
        },
        onError: (error) => {
          if (!showServerFieldErrors(form, error)) setRefusal(error)
          if (error.data?.domainCode === 'INSUFFICIENT_POINTS')
            void queryClient.invalidateQueries({ queryKey: trpc.users.profile.queryKey() })
        },
      },
    )
  })

  return (
    <Card data-testid="point-convert">
      <CardHeader>
        <CardTitle>{t('points.convert.title')}</CardTitle>
        <CardDescription>
          {t('points.convert.help')} {/* The minimum is one phrase: it wraps whole or not at all. */}
          <span className="whitespace-nowrap">{t('points.convert.minimumNote', { min: minimumText })}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <SelfExclusionBanner />
          {refusal !== undefined && <ErrorAlert error={refusal} fallback={t('points.convert.failed')} />}
          <Field
            form={form}
            name="pointAmount"
            label={t('points.convert.amount')}
            aside={
              held !== undefined && (
                <span className="text-muted-foreground text-xs tabular-nums" data-testid="points-held">
                  {t('points.convert.held', { points: formatPoints(held) })}
                </span>
              )
            }
          >
            {(control) => (
              <div className="flex gap-2">
                <AmountControl form={form} control={control} className="h-11 text-base" />
                <Button
                  type="button"
                  variant="outline"
                  className="h-11 shrink-0"
                  disabled={!held}
                  onClick={() =>
                    form.setValue('pointAmount', held ?? 0, { shouldValidate: form.formState.isSubmitted })
                  }
                >
                  {t('points.convert.all')}
                </Button>
              </div>
            )}
          </Field>
          <Field
            form={form}
            name="password"
            label={t('points.convert.password')}
            hint={t('points.convert.passwordHelp')}
          >
            {(control) => <PasswordInput {...control} autoComplete="off" />}
          </Field>
          <Button type="submit" size="lg" disabled={convert.isPending}>
            {convert.isPending && <Spinner />}
            {t('points.convert.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
