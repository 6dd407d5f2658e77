import { oddsRange } from '@pb/contract/limits'
import { todayRound } from '@pb/game'
import { Badge } from '@pb/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Spinner } from '@pb/ui/spinner'
import { useQuery } from '@tanstack/react-query'
import { ScaleIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMayPerform } from '../../../auth/use-may-perform'
import { ErrorAlert } from '../../../components/error-alert'
import { formatNumber } from '../../../lib/format'
import { selectionLabel } from '../../../lib/labels'
import { trpc } from '../../../trpc/client'
import { ProposalSent } from '../approvals/proposal-sent'
import { OddsActionBar } from './odds-action-bar'
import { changedOdds, crossesEdge, type EdgeLimit, readDraft } from './odds-draft'
import { OddsMarketCard } from './odds-market-card'
import { type OddsChange, useApplyOdds } from './use-apply-odds'
import { usePendingOdds } from './use-pending-odds'

/** Bets raise no event in the console, so the open round's stakes are re-read this often. */
const liabilityRefreshMs = 10_000

/**
 * docs/product.md §5.7: the 45 selections by market, editable by SUPER, read-only for the others.
 * SUPER's changes go out as one proposal per selection (four eyes), only within the minimum house
 * edge at the highest member point rate.
 */
export function OddsBoard() {
  const { t } = useTranslation('admin')
  const editable = useMayPerform('odds.propose')
  const board = useQuery({ ...trpc.admin.odds.list.queryOptions(), refetchInterval: liabilityRefreshMs })
  const pending = usePendingOdds(editable)
  const [drafts, setDrafts] = useState<Record<string, string>>({})
  const [reason, setReason] = useState('')
  const [sent, setSent] = useState<number[]>([])
  const { apply, isApplying } = useApplyOdds()

  const markets = board.data?.markets ?? []
  const edge: EdgeLimit = {
    minHouseEdge: board.data?.minHouseEdge ?? 0,
    pointRate: board.data?.highestMemberPointRate ?? 0,
    rollingRate: board.data?.highestRollingRate ?? 0,
  }
  const changes: OddsChange[] = markets.flatMap((market) =>
    market.selections.flatMap((selection) => {
      const odds = changedOdds(selection, drafts[selection.selectionCode])
      return odds === undefined
        ? []
        : [{ marketCode: market.marketCode, selectionCode: selection.selectionCode, odds }]
    }),
  )
  const selections = markets.flatMap((market) => market.selections)
  const invalid = selections
    .map((selection) => ({ selection, draft: readDraft(drafts[selection.selectionCode]) }))
    .find(({ draft }) => draft.kind === 'invalid')
  // A changed selection the server would refuse (HOUSE_EDGE): said before anything is sent.
  const overEdge = selections.find(
    (selection) =>
      changedOdds(selection, drafts[selection.selectionCode]) !== undefined &&
      crossesEdge(selection, drafts[selection.selectionCode], edge),
  )
  const problem =
    invalid?.draft.kind === 'invalid'
      ? t(`odds.problems.${invalid.draft.problem}`, {
          selection: selectionLabel(invalid.selection.selectionCode),
          min: oddsRange.min,
          max: formatNumber(oddsRange.max),
        })
      : overEdge
        ? t('odds.problems.edge', {
            selection: selectionLabel(overEdge.selectionCode),
            limit: 100 - edge.minHouseEdge,
            edge: edge.minHouseEdge,
          })
        : undefined

  async function applyChanges() {
    const proposed = await apply(changes, reason.trim())
    const codes = proposed.map((item) => item.selectionCode)
    setSent(proposed.map((item) => item.id))
    if (proposed.length > 0) setReason('')
    setDrafts((current) =>
      Object.fromEntries(Object.entries(current).filter(([code]) => !codes.includes(code))),
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
        {board.data && (
          <p className="flex items-start gap-1.5 text-sm" data-testid="edge-summary">
            <ScaleIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            {t('odds.edgeSummary', {
              edge: edge.minHouseEdge,
              rate: edge.pointRate,
              rolling: edge.rollingRate,
              limit: 100 - edge.minHouseEdge,
            })}
          </p>
        )}
        {editable && <CardDescription>{t('odds.proposeHint')}</CardDescription>}
      </CardHeader>
      <CardContent className="@container flex flex-col gap-3 px-3 pb-3 sm:px-4 sm:pb-4">
        {sent.length > 0 && <ProposalSent ids={sent} />}
        {board.isPending && <Spinner className="mx-auto my-16 size-6" label={t('odds.loading')} />}
        {board.isError && <ErrorAlert error={board.error} fallback={t('odds.loadFailed')} />}
        {board.data && (
          <div className="gap-3 @min-[51rem]:columns-2" data-testid="odds-board">
            {markets.map((market) => (
              <OddsMarketCard
                key={market.marketCode}
                market={market}
                drafts={drafts}
                edge={edge}
                pending={pending}
                onDraft={
                  editable
                    ? (code, text) => {
                        setSent([])
                        setDrafts((current) => ({ ...current, [code]: text }))
                      }
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
          problem={problem}
          isApplying={isApplying}
          reason={reason}
          onReason={setReason}
          onReset={() => setDrafts({})}
          onApply={() => void applyChanges()}
        />
      )}
    </Card>
  )
}
