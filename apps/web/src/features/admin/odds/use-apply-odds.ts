import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { selectionLabel } from '../../../lib/labels'
import { trpc } from '../../../trpc/client'
import type { AdminOddsBoard } from '../admin-types'
import { winChance } from './odds-draft'

export interface OddsChange {
  marketCode: string
  selectionCode: string
  odds: number
}

/** The board with one selection's new odds, so the input does not flash the old value until the refetch. */
function withOdds(board: AdminOddsBoard, change: OddsChange): AdminOddsBoard {
  return {
    ...board,
    markets: board.markets.map((market) => ({
      ...market,
      selections: market.selections.map((selection) =>
        selection.selectionCode === change.selectionCode
          ? { ...selection, oddsValue: change.odds, rtp: winChance(selection) * change.odds }
          : selection,
      ),
    })),
  }
}

/**
 * Spec §7: one PUT per changed selection, one after another. Returns the codes that were applied;
 * every failure is reported with the server's message (spec §8: '배당 적용 실패').
 */
export function useApplyOdds() {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const update = useMutation(trpc.admin.odds.update.mutationOptions())
  const boardKey = trpc.admin.odds.list.queryKey()
  const [isApplying, setApplying] = useState(false)

  async function apply(changes: OddsChange[]): Promise<string[]> {
    const applied: string[] = []
    setApplying(true)
    for (const change of changes) {
      try {
        const saved = await update.mutateAsync(change)
        queryClient.setQueryData(boardKey, (board) =>
          board ? withOdds(board, { ...change, odds: saved.oddsValue }) : board,
        )
        applied.push(change.selectionCode)
      } catch (error) {
        toast.error(t('odds.applyFailed'), {
          description: t('odds.failedItem', {
            selection: selectionLabel(change.selectionCode),
            message: (error instanceof Error && error.message) || t('odds.applyFailed'),
          }),
        })
      }
    }
    setApplying(false)
    if (applied.length > 0)
      toast.success(t('odds.applied'), { description: t('odds.appliedCount', { count: applied.length }) })
    void queryClient.invalidateQueries({ queryKey: boardKey })
    return applied
  }

  return { apply, isApplying }
}
