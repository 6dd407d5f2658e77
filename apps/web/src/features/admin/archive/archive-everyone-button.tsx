import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ArchiveIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { OnceOpened } from '../../../components/lazy-dialog'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import type { ArchiveCounts } from '../admin-types'
import { LazyConfirmActionDialog } from '../shared/lazy-confirm-action-dialog'
import { ArchiveCountList } from './archive-counts'
import { wouldClearOf } from './would-clear'

/**
 * Global settlement (docs/money.md §8; SUPER only). The server is first asked without confirmation, which
 * answers what would be archived; the operator sees those counts and only then confirms.
 */
export function ArchiveEveryoneButton() {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const [counts, setCounts] = useState<ArchiveCounts>()
  const [problem, setProblem] = useState<string>()
  const preview = useMutation(trpc.admin.archive.everyone.mutationOptions())
  const archive = useMutation(trpc.admin.archive.everyone.mutationOptions())

  const failed = (error: unknown) => sayRefusal(error, t('settlement.failed'))

  function ask() {
    preview.mutate(
      {},
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => {
          const wouldClear = wouldClearOf(error)
          if (!wouldClear) return void toast.error(failed(error))
          setProblem(undefined)
          setCounts(wouldClear)
        },
      },
    )
  }

  function confirm() {
    archive.mutate(
      { confirm: true },
      {
        onSuccess: (answer) => {
          setCounts(undefined)
          toast.success(answer.message)
          // Every list and total now leaves the archived history out.
          void queryClient.invalidateQueries()
        },
        onError: (error) => {
          setProblem(failed(error))
          toast.error(failed(error))
        },
      },
    )
  }

  const label = t('settlement.button')
  return (
    <>
      <Button variant="outline" size="sm" onClick={ask} disabled={preview.isPending} title={label}>
        {preview.isPending ? <Spinner /> : <ArchiveIcon aria-hidden />}
        <span className="sr-only lg:not-sr-only">{label}</span>
      </Button>
      <OnceOpened open={counts !== undefined}>
        <LazyConfirmActionDialog
          open={counts !== undefined}
          onOpenChange={(open) => !open && setCounts(undefined)}
          title={t('settlement.confirmTitle')}
          description={t('settlement.confirmDescription')}
          confirmLabel={t('settlement.confirm')}
          destructive
          isPending={archive.isPending}
          onConfirm={confirm}
        >
          {counts && <ArchiveCountList counts={counts} />}
          {problem && <ErrorAlert message={problem} />}
        </LazyConfirmActionDialog>
      </OnceOpened>
    </>
  )
}
