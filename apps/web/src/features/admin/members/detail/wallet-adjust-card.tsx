import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Input } from '@pb/ui/input'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { MinusIcon, PlusIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AmountInput } from '../../../../components/amount-input'
import { ErrorAlert } from '../../../../components/error-alert'
import { useIdempotencyKey } from '../../../../hooks/use-idempotency-key'
import { useRefusalText } from '../../../../hooks/use-refusal-text'
import { formatMoney, formatPoints } from '../../../../lib/format'
import { trpc } from '../../../../trpc/client'
import type { AdminMemberDetail } from '../../admin-types'
import { isProposed } from '../../approvals/proposed'
import { FormField } from '../../shared/form-field'
import { useRefreshMembers } from '../use-refresh-members'

/** The note column's length (core `adjustBalanceInput`). */
const noteMaxLength = 200

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
  const ids = { amount: useId(), note: useId() }
  const [amount, setAmount] = useState(0)
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string>()
  const idempotency = useIdempotencyKey()
  const refresh = useRefreshMembers()
  const adjustBalance = useMutation(trpc.admin.wallets.adjustBalance.mutationOptions())
  const adjustPoints = useMutation(trpc.admin.wallets.adjustPoints.mutationOptions())
  const adjust = kind === 'money' ? adjustBalance : adjustPoints

  function send(direction: 1 | -1) {
    if (amount <= 0 || adjust.isPending) return
    const request = { id: member.id, amount: direction * amount, note: note.trim() }
    adjust.mutate(
      { ...request, idempotencyKey: idempotency.keyFor({ kind, ...request }) },
      {
        onSuccess: (answer: object) => {
          idempotency.done()
          setAmount(0)
          setNote('')
          setProblem(undefined)
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
        onError: (error) =>
          setProblem(t(words.failed, { message: sayRefusal(error, t('members.detail.unknownError')) })),
        onSettled: refresh,
      },
    )
  }

  return (
    <Card className="gap-4 py-5" data-testid={`adjust-${kind}`}>
      <CardHeader className="px-5">
        <CardTitle className="text-base">{t(words.title)}</CardTitle>
        <CardDescription>{t(words.help)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        <FormField id={ids.amount} label={t(words.amount)}>
          <AmountInput
            id={ids.amount}
            value={amount}
            placeholder={t('members.detail.wallet.amountPlaceholder')}
            onValueChange={(value) => {
              setProblem(undefined)
              setAmount(value)
            }}
          />
        </FormField>
        <FormField id={ids.note} label={t('members.detail.wallet.note')}>
          <Input
            id={ids.note}
            maxLength={noteMaxLength}
            autoComplete="off"
            placeholder={t('members.detail.wallet.notePlaceholder')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </FormField>
        {problem && <ErrorAlert message={problem} />}
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" disabled={amount <= 0 || adjust.isPending} onClick={() => send(-1)}>
            {adjust.isPending && adjust.variables.amount < 0 ? <Spinner /> : <MinusIcon aria-hidden />}
            {t('members.detail.wallet.deduct')}
          </Button>
          <Button disabled={amount <= 0 || adjust.isPending} onClick={() => send(1)}>
            {adjust.isPending && adjust.variables.amount > 0 ? <Spinner /> : <PlusIcon aria-hidden />}
            {t('members.detail.wallet.grant')}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
