import { todayRound } from '@pb/game'
import { Badge } from '@pb/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Spinner } from '@pb/ui/spinner'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../auth/session-store'
import { ErrorAlert } from '../../../components/error-alert'
import { selectionLabel } from '../../../lib/labels'
import { trpc } from '../../../trpc/client'
import { OddsActionBar } from './odds-action-bar'
import { changedOdds, readDraft } from './odds-draft'
import { OddsMarketCard } from './odds-market-card'
import { type OddsChange, useApplyOdds } from './use-apply-odds'

/** Bets raise no event in the console, so the open round's stakes are re-read this often. */
const liabilityRefreshMs = 10_000

/** Spec §5 "Odds inputs": the 45 selections by market, editable by SUPER, read-only for the others. */
export function OddsBoard() {
  const { t } = useTranslation('admin')
  const editable = useSession('admin').user?.roleCode === 'SUPER'
  const board = useQuery({ ...trpc.admin.odds.list.queryOptions(), refetchInterval: liabilityRefreshMs })
  const [drafts, setDrafts] = useState<Record<string, string>>({})
  const { apply, isApplying } = useApplyOdds()

  const markets = board.data?.markets ?? []
  const changes: OddsChange[] = markets.flatMap((market) =>
    market.selections.flatMap((selection) => {
      const odds = changedOdds(selection, drafts[selection.selectionCode])
      return odds === undefined
        ? []
        : [{ marketCode: market.marketCode, selectionCode: selection.selectionCode, odds }]
    }),
  )
  const firstProblem = markets
    .flatMap((market) => market.selections)
    .map((selection) => ({ selection, draft: readDraft(drafts[selection.selectionCode]) }))
    .find(({ draft }) => draft.kind === 'invalid')

  async function applyChanges() {
    const applied = await apply(changes)
    setDrafts((current) =>
      Object.fromEntries(Object.entries(current).filter(([code]) => !applied.includes(code))),
    )
  }

  return (
    <Card className="min-w-0 gap-4 pb-0">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t('odds.title')}</CardTitle>
          {!editable && <Badge variant="secondary">{t('odds.readOnly')}</Badge>}
        </div>
        <CardDescription className="min-h-5">
          {board.data &&
            t(editable ? 'odds.description' : 'odds.descriptionReadOnly', {
              round: todayRound(board.data.roundNo),
              roundNo: board.data.roundNo,
            })}
        </CardDescription>
        {!editable && <CardDescription>{t('odds.superOnly')}</CardDescription>}
      </CardHeader>
      <CardContent className="@container px-3 pb-3 sm:px-4 sm:pb-4">
        {board.isPending && <Spinner className="mx-auto my-16 size-6" label={t('odds.loading')} />}
        {board.isError && <ErrorAlert message={board.error.message || t('odds.loadFailed')} />}
        {board.data && (
          <div className="gap-3 @min-[51rem]:columns-2" data-testid="odds-board">
            {markets.map((market) => (
              <OddsMarketCard
                key={market.marketCode}
                market={market}
                drafts={drafts}
                onDraft={
                  editable
                    ? (code, text) => setDrafts((current) => ({ ...current, [code]: text }))
                    : undefined
                }
              />
            ))}
          </div>
        )}
      </CardContent>
      {editable && board.data && (
        <OddsActionBar
          changedCount={changes.length}
          hasDrafts={Object.keys(drafts).length > 0}
          problem={
            firstProblem?.draft.kind === 'invalid'
              ? t(`odds.problems.${firstProblem.draft.problem}`, {
                  selection: selectionLabel(firstProblem.selection.selectionCode),
                })
              : undefined
          }
          isApplying={isApplying}
          onReset={() => setDrafts({})}
          onApply={() => void applyChanges()}
        />
      )}
    </Card>
  )
}
