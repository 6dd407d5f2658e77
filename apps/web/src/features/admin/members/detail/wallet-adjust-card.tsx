import { adjustBalanceInput, adjustPointsInput } from '@pb/contract/inputs/cashier'
import { textLimits } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { MinusIcon, PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ErrorAlert } from '../../../../components/error-alert'
import { AmountControl } from '../../../../components/form/amount-control'
import { Field } from '../../../../components/form/field'
import { showServerFieldErrors } from '../../../../components/form/server-field-errors'
import { TextField } from '../../../../components/form/text-field'
import { useSchemaForm } from '../../../../components/form/use-schema-form'
import { useIdempotencyKey } from '../../../../hooks/use-idempotency-key'
import { useRefusalText } from '../../../../hooks/use-refusal-text'
import { formatMoney, formatPoints } from '../../../../lib/format'
import { trpc } from '../../../../trpc/client'
import type { AdminMemberDetail } from '../../admin-types'
import { isProposed } from '../../approvals/proposed'
import { useRefreshMembers } from '../use-refresh-members'

/**
 * The server's check of an adjustment's amount and note, run here first; the amount typed is its size,
 * the button its sign.
 */
const adjustmentSchemas = {
  money: z.object({ amount: adjustBalanceInput.in.shape.amount, note: adjustBalanceInput.in.shape.note }),
  points: adjustPointsInput.pick({ amount: true, note: true }),
}

const copy = {
  money: {
    title: 'members.detail.wallet.moneyTitle',
    help: 'members.detail.wallet.moneyHelp',
    amount: 'members.detail.wallet.amount',
    granted: 'members.detail.wallet.moneyGranted',
    deducted: 'members.detail.wallet.moneyDeducted',
    failed: 'members.detail.wallet.moneyFailed',
    format: formatMoney,
  },
  points: {
    title: 'members.detail.wallet.pointsTitle',
    help: 'members.detail.wallet.pointsHelp',
    amount: 'members.detail.wallet.points',
    granted: 'members.detail.wallet.pointsGranted',
    deducted: 'members.detail.wallet.pointsDeducted',
    failed: 'members.detail.wallet.pointsFailed',
    format: formatPoints,
  },
} as const

/**
 * Money or points granted (+) or taken back (−) with a note (docs/money.md §5). A money grant above
 * the operator's limit is proposed instead and paid once a SUPER approves it (docs/money.md §11). An
 * amount of 0 does nothing (docs/product.md §5.6): both buttons wait for one. Each request carries an
 * Idempotency-Key, so a retry after a lost answer does not move the balance twice.
 */
export function WalletAdjustCard({ member, kind }: { member: AdminMemberDetail; kind: 'money' | 'points' }) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const words = copy[kind]
  const form = useSchemaForm(adjustmentSchemas[kind], { amount: 0, note: '' })
  const [refusal, setRefusal] = useState<unknown>()
  const idempotency = useIdempotencyKey()
  const refresh = useRefreshMembers()
  const adjustBalance = useMutation(trpc.admin.wallets.adjustBalance.mutationOptions())
  const adjustPoints = useMutation(trpc.admin.wallets.adjustPoints.mutationOptions())
  const adjust = kind === 'money' ? adjustBalance : adjustPoints
  const empty = Number(form.watch('amount')) <= 0

  const send = (direction: 1 | -1) =>
    form.handleSubmit(({ amount, note }) => {
      if (adjust.isPending) return
      setRefusal(undefined)
      const request = { id: member.id, amount: direction * amount, note }
      adjust.mutate(
        { ...request, idempotencyKey: idempotency.keyFor({ kind, ...request }) },
        {
          onSuccess: (answer: object) => {
            idempotency.done()
            form.reset()
            const done = isProposed(answer)
              ? t('members.detail.wallet.moneyProposed', {
                  loginId: member.loginId,
                  amount: words.format(amount),
                  id: answer.id,
                })
              : t(direction > 0 ? words.granted : words.deducted, {
                  loginId: member.loginId,
                  amount: words.format(amount),
                })
            toast.success(done)
          },
          onError: (error) => {
            if (!showServerFieldErrors(form, error)) setRefusal(error)
          },
          onSettled: refresh,
        },
      )
    })

  return (
    <Card className="gap-4 py-5" data-testid={`adjust-${kind}`}>
      <CardHeader className="px-5">
        <CardTitle className="text-base">{t(words.title)}</CardTitle>
        <CardDescription>{t(words.help)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        <Field form={form} name="amount" label={t(words.amount)}>
          {(control) => (
            <AmountControl
              form={form}
              control={control}
              placeholder={t('members.detail.wallet.amountPlaceholder')}
            />
          )}
        </Field>
        <TextField
          form={form}
          name="note"
          label={t('members.detail.wallet.note')}
          maxLength={textLimits.note}
          autoComplete="off"
          placeholder={t('members.detail.wallet.notePlaceholder')}
        />
        {refusal !== undefined && (
          <ErrorAlert
            message={t(words.failed, { message: sayRefusal(refusal, t('members.detail.unknownError')) })}
          />
        )}
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" disabled={empty || adjust.isPending} onClick={send(-1)}>
            {adjust.isPending && adjust.variables.amount < 0 ? <Spinner /> : <MinusIcon aria-hidden />}
            {t('members.detail.wallet.deduct')}
          </Button>
          <Button disabled={empty || adjust.isPending} onClick={send(1)}>
            {adjust.isPending && adjust.variables.amount > 0 ? <Spinner /> : <PlusIcon aria-hidden />}
            {t('members.detail.wallet.grant')}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
