import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Label } from '@pb/ui/label'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AmountInput } from '../../components/amount-input'
import { ErrorAlert } from '../../components/error-alert'
import { useIdempotencyKey } from '../../hooks/use-idempotency-key'
import { useRefusalText } from '../../hooks/use-refusal-text'
import { formatMoney, formatPoints } from '../../lib/format'
import { trpc } from '../../trpc/client'
import { PasswordInput } from '../auth/password-input'
import { applyAnsweredBalance } from '../live/cached-balance'
import { SelfExclusionBanner } from '../member/responsible-play/self-exclusion-banner'
import { useMemberUser } from '../member/use-member-user'

/**
 * docs/product.md §5.3: whole points, at least `minimum` (1P on the game page, 1,000P on the
 * account page), no more than held; 1P = 1원. The password goes along; the server asks for it only
 * while the operator setting requires it, and its refusal is shown as it comes.
 */
export function PointConvertCard({ minimum }: { minimum: number }) {
  const { t } = useTranslation()
  const sayRefusal = useRefusalText()
  const ids = { amount: useId(), password: useId() }
  const queryClient = useQueryClient()
  const user = useMemberUser()
  const [points, setPoints] = useState(0)
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const idempotency = useIdempotencyKey()
  const convert = useMutation(trpc.cashier.convertPoints.mutationOptions())
  const held = user?.pointBal

  function check(): string | null {
    if (points < minimum) return t('points.convert.minimum', { min: formatPoints(minimum) })
    if (held !== undefined && points > held)
      return t('points.convert.insufficient', { points: formatPoints(held) })
    return null
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (convert.isPending) return
    const refusal = check()
    setProblem(refusal)
    if (refusal) return
    const sentAt = Date.now()
    convert.mutate(
      {
        pointAmount: points,
        password: password || undefined,
        idempotencyKey: idempotency.keyFor({ pointAmount: points }),
      },
      {
        onSuccess: (answer) => {
          idempotency.done()
          setPoints(0)
          setPassword('')
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
          setProblem(sayRefusal(error, t('points.convert.failed')))
          if (error.data?.domainCode === 'INSUFFICIENT_POINTS')
            void queryClient.invalidateQueries({ queryKey: trpc.users.profile.queryKey() })
        },
      },
    )
  }

  const edit =
    <T,>(setValue: (value: T) => void) =>
    (value: T) => {
      setValue(value)
      setProblem(null)
    }

  return (
    <Card data-testid="point-convert">
      <CardHeader>
        <CardTitle>{t('points.convert.title')}</CardTitle>
        <CardDescription>
          {t('points.convert.help')} {/* The minimum is one phrase: it wraps whole or not at all. */}
          <span className="whitespace-nowrap">
            {t('points.convert.minimumNote', { min: formatPoints(minimum) })}
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <SelfExclusionBanner />
          {problem && <ErrorAlert message={problem} />}
          <div className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-2">
              <Label htmlFor={ids.amount}>{t('points.convert.amount')}</Label>
              {held !== undefined && (
                <span className="text-muted-foreground text-xs tabular-nums" data-testid="points-held">
                  {t('points.convert.held', { points: formatPoints(held) })}
                </span>
              )}
            </div>
            <div className="flex gap-2">
              <AmountInput
                id={ids.amount}
                className="h-11 text-base"
                value={points}
                onValueChange={edit(setPoints)}
                aria-invalid={problem !== null}
              />
              <Button
                type="button"
                variant="outline"
                className="h-11 shrink-0"
                disabled={!held}
                onClick={() => edit(setPoints)(held ?? 0)}
              >
                {t('points.convert.all')}
              </Button>
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.password}>{t('points.convert.password')}</Label>
            <PasswordInput
              id={ids.password}
              autoComplete="off"
              value={password}
              onChange={(event) => edit(setPassword)(event.target.value)}
            />
            <p className="text-muted-foreground text-xs">{t('points.convert.passwordHelp')}</p>
          </div>
          <Button type="submit" size="lg" disabled={convert.isPending}>
            {convert.isPending && <Spinner />}
            {t('points.convert.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
