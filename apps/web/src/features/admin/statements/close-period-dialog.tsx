import { closePeriodInput } from '@pb/contract/inputs/branches'
import { Button } from '@pb/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@pb/ui/dialog'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CalendarCheckIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ErrorAlert } from '../../../components/error-alert'
import { useSchemaForm } from '../../../components/form/use-schema-form'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { useRefusalWords } from '../../../hooks/use-refusal-words'
import { focusBack } from '../../../lib/focus-back'
import { formatMoney } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import { ConfirmActionDialog } from '../shared/confirm-action-dialog'
import { PeriodKindPicker } from './period-kind-picker'
import {
  addDays,
  type ClosingKind,
  type DayRange,
  fullPeriod,
  hasEnded,
  mondayOf,
  monthStartOf,
} from './period-range'
import { PeriodStartField } from './period-start-field'

const closingKinds = ['DAY', 'WEEK', 'MONTH'] as const satisfies readonly ClosingKind[]

/** The latest period of a kind that has ended: yesterday, last week, last month. */
function latestEnded(kind: ClosingKind, today: string): string {
  if (kind === 'DAY') return addDays(today, -1)
  if (kind === 'WEEK') return addDays(mondayOf(today), -7)
  return monthStartOf(addDays(monthStartOf(today), -1))
}

type Chosen = DayRange & { kind: ClosingKind }

/**
 * SUPER closes a commission period: a day, a Monday–Sunday week or a month, each wholly past.
 * The period is chosen in a dialog, then confirmed; the server's refusal (not ended, bets still
 * open, overlapping a closed period) is shown in the confirmation. Once closed, `onClosed` opens
 * that period's statement.
 */
export function ClosePeriodButton({
  today,
  onClosed,
}: {
  today: string
  onClosed: (period: Chosen) => void
}) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const { t: tr } = useTranslation()
  const queryClient = useQueryClient()
  const [choosing, setChoosing] = useState(false)
  const [chosen, setChosen] = useState<Chosen>()
  const opener = useRef<HTMLButtonElement>(null)
  // Set while the chooser hands over to the confirmation, which takes focus itself.
  const handingOver = useRef(false)
  const close = useMutation(trpc.admin.commission.close.mutationOptions())

  function confirm() {
    if (!chosen) return
    close.mutate(
      { start: chosen.start, end: chosen.end },
      {
        onSuccess: (answer) => {
          if (answer.alreadyClosed) toast.info(t('statements.close.already', chosen))
          else toast.success(t('statements.close.done', { ...chosen, paid: formatMoney(answer.paid) }))
          for (const queryKey of [trpc.admin.commission.pathKey(), trpc.admin.orgs.pathKey()]) {
            void queryClient.invalidateQueries({ queryKey })
          }
          setChosen(undefined)
          onClosed(chosen)
        },
      },
    )
  }

  return (
    <>
      <Button ref={opener} variant="outline" onClick={() => setChoosing(true)}>
        <CalendarCheckIcon aria-hidden />
        {t('statements.close.open')}
      </Button>
      <Dialog open={choosing} onOpenChange={setChoosing}>
        <DialogContent
          closeLabel={tr('common.close')}
          className="break-keep"
          onCloseAutoFocus={(event) => {
            if (handingOver.current) event.preventDefault()
            handingOver.current = false
          }}
        >
          <DialogHeader className="text-left">
            <DialogTitle>{t('statements.close.title')}</DialogTitle>
            <DialogDescription>{t('statements.close.description')}</DialogDescription>
          </DialogHeader>
          <ChoosePeriodForm
            today={today}
            onCancel={() => setChoosing(false)}
            onChosen={(period) => {
              handingOver.current = true
              close.reset()
              setChoosing(false)
              setChosen(period)
            }}
          />
        </DialogContent>
      </Dialog>
      <ConfirmActionDialog
        open={chosen !== undefined}
        onOpenChange={(open) => !open && setChosen(undefined)}
        title={chosen ? t('statements.close.confirmTitle', chosen) : ''}
        description={t('statements.close.confirmDescription')}
        confirmLabel={t('statements.close.confirm')}
        destructive
        isPending={close.isPending}
        onConfirm={confirm}
        onCloseAutoFocus={focusBack(opener.current)}
      >
        {close.isError && (
          <ErrorAlert
            message={t('statements.close.failedWith', {
              message: sayRefusal(close.error, t('orgs.unknownError')),
            })}
          />
        )}
      </ConfirmActionDialog>
    </>
  )
}

/** The period a kind and its first day make, checked as the close takes it (real days, in order). */
const choiceSchema = z
  .object({ kind: z.enum(closingKinds), start: z.string() })
  .transform(({ kind, start }) => fullPeriod(kind, start))
  .pipe(closePeriodInput)

function ChoosePeriodForm({
  today,
  onCancel,
  onChosen,
}: {
  today: string
  onCancel: () => void
  onChosen: (period: Chosen) => void
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const { say } = useRefusalWords()
  const form = useSchemaForm(choiceSchema, { kind: 'DAY', start: latestEnded('DAY', today) })
  const { field: kind } = useController({ control: form.control, name: 'kind' })
  const { field: start } = useController({ control: form.control, name: 'start' })
  const problem = form.formState.errors.start?.message

  // Whether the period has ended depends on today, which the server judges again when it closes.
  const submit = form.handleSubmit((period) => {
    if (!hasEnded(period, today)) return form.setError('start', { message: say('codes.PERIOD_NOT_ENDED') })
    onChosen({ kind: kind.value, ...period })
  })

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <PeriodKindPicker
          label={t('statements.close.kind')}
          kinds={closingKinds}
          value={kind.value}
          onChange={(next) => {
            form.clearErrors()
            kind.onChange(next)
            start.onChange(latestEnded(next, today))
          }}
        />
        <PeriodStartField
          kind={kind.value}
          value={start.value}
          today={today}
          endedOnly
          onChange={start.onChange}
        />
      </div>
      <p className="rounded-md border bg-muted/40 p-3 text-sm tabular-nums" aria-live="polite">
        {t('statements.close.range', fullPeriod(kind.value, start.value))}
      </p>
      {problem && <ErrorAlert message={problem} />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {tr('common.cancel')}
        </Button>
        <Button type="submit">{t('statements.close.next')}</Button>
      </DialogFooter>
    </form>
  )
}
