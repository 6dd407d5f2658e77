import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { selectionLabel } from '../../../lib/labels'
import { trpc } from '../../../trpc/client'

export interface OddsChange {
  marketCode: string
  selectionCode: string
  odds: number
}

/**
 * docs/product.md §5.7, with four eyes: one proposal per changed selection, one after another (the odds change
 * only when a second SUPER approves each). Returns the proposals sent, by selection; every refusal
 * (e.g. HOUSE_EDGE) is reported by its code, in the reader's language.
 */
export function useApplyOdds() {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const propose = useMutation(trpc.admin.odds.update.mutationOptions())
  const [isApplying, setApplying] = useState(false)

  async function apply(
    changes: OddsChange[],
    reason: string,
  ): Promise<{ selectionCode: string; id: number }[]> {
    const sent: { selectionCode: string; id: number }[] = []
    setApplying(true)
    for (const change of changes) {
      try {
        const proposal = await propose.mutateAsync({ ...change, ...(reason ? { reason } : {}) })
        sent.push({ selectionCode: change.selectionCode, id: proposal.id })
      } catch (error) {
        toast.error(t('odds.applyFailed'), {
          description: t('odds.failedItem', {
            selection: selectionLabel(change.selectionCode),
            message: sayRefusal(error, t('odds.applyFailed')),
          }),
        })
      }
    }
    setApplying(false)
    if (sent.length > 0) toast.success(t('odds.proposed', { count: sent.length }))
    void queryClient.invalidateQueries({ queryKey: trpc.admin.approvals.pathKey() })
    return sent
  }

  return { apply, isApplying }
}
