import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@pb/ui/alert-dialog'
import { Button } from '@pb/ui/button'
import { Label } from '@pb/ui/label'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { NativeSelect } from '../../../components/native-select'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { useServerNow } from '../../../hooks/use-server-now'
import { formatDateTime } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import { choiceEnd, choiceGroups, type ExclusionChoice, lengtheningChoices } from './exclusion-choices'
import { useSelfExclusion } from './use-self-exclusion'

/**
 * A time-out or self-exclusion, confirmed in a dialog that states what it means. While one runs only
 * longer choices are offered, since the server keeps the later end anyway.
 */
export function SelfExclusionForm() {
  const { t } = useTranslation()
  const sayRefusal = useRefusalText()
  const id = useId()
  const queryClient = useQueryClient()
  const now = useServerNow()
  const running = useSelfExclusion()
  const [choice, setChoice] = useState<ExclusionChoice>(1)
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const exclude = useMutation(trpc.users.selfExclude.mutationOptions())

  const offered = lengtheningChoices(running && Date.parse(running.until), running?.permanent ?? false, now)
  const selected = offered.includes(choice) ? choice : offered[0]
  const label = (value: ExclusionChoice) =>
    value === 'permanent'
      ? t('responsiblePlay.exclusion.permanent')
      : t(`responsiblePlay.exclusion.days.d${value}`)
  const end = selected === undefined ? null : choiceEnd(selected, now)

  function start() {
    if (selected === undefined) return
    exclude.mutate(selected === 'permanent' ? { permanent: true } : { days: selected }, {
      onSuccess: (answer) => {
        setConfirming(false)
        void queryClient.invalidateQueries({ queryKey: trpc.users.profile.queryKey() })
        toast.success(
          answer.permanent
            ? t('responsiblePlay.exclusion.donePermanent')
            : t('responsiblePlay.exclusion.done', { until: formatDateTime(answer.selfExcludedUntil) }),
        )
      },
      onError: (error) => {
        setConfirming(false)
        setProblem(sayRefusal(error, t('responsiblePlay.exclusion.failed')))
      },
    })
  }

  return (
    <div className="grid gap-3" data-testid="self-exclusion">
      {running && (
        <p className="rounded-md bg-warning/15 px-3 py-2 text-sm" data-testid="self-exclusion-status">
          {running.permanent
            ? t('responsiblePlay.exclusion.activePermanent')
            : t('responsiblePlay.exclusion.active', { until: formatDateTime(running.until) })}
        </p>
      )}
      {problem && <ErrorAlert message={problem} />}
      {selected !== undefined && (
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor={id}>{t('responsiblePlay.exclusion.choice')}</Label>
            <NativeSelect
              id={id}
              className="h-11"
              value={String(selected)}
              onChange={(event) => {
                const value = event.target.value
                setChoice(value === 'permanent' ? 'permanent' : (Number(value) as ExclusionChoice))
                setProblem(null)
              }}
            >
              {choiceGroups.map((group) => (
                <optgroup key={group.name} label={t(`responsiblePlay.exclusion.${group.name}`)}>
                  {group.choices
                    .filter((value) => offered.includes(value))
                    .map((value) => (
                      <option key={value} value={String(value)}>
                        {label(value)}
                      </option>
                    ))}
                </optgroup>
              ))}
            </NativeSelect>
          </div>
          <Button type="button" size="lg" variant="destructive" onClick={() => setConfirming(true)}>
            {t('responsiblePlay.exclusion.submit')}
          </Button>
        </div>
      )}
      <AlertDialog open={confirming} onOpenChange={(open) => !exclude.isPending && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {end === null
                ? t('responsiblePlay.exclusion.confirmPermanentTitle')
                : t('responsiblePlay.exclusion.confirmTitle', { choice: selected && label(selected) })}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {end === null
                ? t('responsiblePlay.exclusion.confirmPermanentBody')
                : t('responsiblePlay.exclusion.confirmBody', { until: formatDateTime(end) })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={exclude.isPending}>{t('common.cancel')}</AlertDialogCancel>
            <AlertDialogAction
              disabled={exclude.isPending}
              onClick={(event) => {
                // Stays open until the server answers.
                event.preventDefault()
                start()
              }}
            >
              {exclude.isPending && <Spinner />}
              {t('responsiblePlay.exclusion.confirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  )
}
