import { Button } from '@pb/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@pb/ui/dialog'
import { Input } from '@pb/ui/input'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { focusBack } from '../../../lib/focus-back'
import { formatRate } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import type { AdminOrg } from '../admin-types'
import { FormField } from '../shared/form-field'
import { useRefreshOrgs } from './use-org-tree'

/** The highest rates of a branch right under the root (the house): the most the server accepts. */
const houseCeiling = { rollingRate: 5, losingRate: 50 }

/** A branch's newest rates: a change waiting for tomorrow is what the next one is measured against. */
const latestRates = (org: AdminOrg) =>
  org.pendingRates ?? { rollingRate: org.rollingRate, losingRate: org.losingRate }

const useSetCommission = () => useMutation(trpc.admin.orgs.setCommission.mutationOptions())

/**
 * An ancestor sets a branch's rolling and losing rates, effective from tomorrow (KST). The parent's
 * rates are shown as the ceiling; the server's refusal (above the parent, below a child) stays in
 * the dialog.
 */
export function CommissionDialog({
  org,
  parent,
  opener,
  onClose,
}: {
  org: AdminOrg | undefined
  parent: AdminOrg | undefined
  opener?: () => HTMLElement | null
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const save = useSetCommission()
  return (
    <Dialog open={org !== undefined} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent
        closeLabel={tr('common.close')}
        className="break-keep"
        onCloseAutoFocus={focusBack(opener)}
      >
        <DialogHeader className="text-left">
          <DialogTitle>{org ? t('orgs.rates.title', { name: org.name }) : ''}</DialogTitle>
          <DialogDescription>{t('orgs.rates.description')}</DialogDescription>
        </DialogHeader>
        {org && <CommissionForm org={org} parent={parent} save={save} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function CommissionForm({
  org,
  parent,
  save,
  onClose,
}: {
  org: AdminOrg
  parent: AdminOrg | undefined
  save: ReturnType<typeof useSetCommission>
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const { t: tr } = useTranslation()
  const id = useId()
  const refresh = useRefreshOrgs()
  const latest = latestRates(org)
  const [draft, setDraft] = useState({
    rolling: String(latest.rollingRate),
    losing: String(latest.losingRate),
  })
  const [problem, setProblem] = useState<string>()
  const ceiling = !parent || parent.parentId === null ? houseCeiling : latestRates(parent)
  const set = (field: keyof typeof draft) => (value: string) => {
    setProblem(undefined)
    setDraft((current) => ({ ...current, [field]: value }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (save.isPending) return
    if (draft.rolling.trim() === '' || draft.losing.trim() === '') return setProblem(t('orgs.rates.required'))
    save.mutate(
      { id: org.id, rollingRate: Number(draft.rolling), losingRate: Number(draft.losing) },
      {
        onSuccess: () => {
          toast.success(t('orgs.rates.done', { name: org.name }))
          refresh()
          onClose()
        },
        onError: (error) => {
          setProblem(t('orgs.rates.failedWith', { message: sayRefusal(error, t('orgs.unknownError')) }))
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-md border bg-muted/40 p-3 text-sm">
        <dt className="text-muted-foreground">{t('orgs.rates.current')}</dt>
        <dd className="tabular-nums">
          {t('orgs.rates.pair', { rolling: formatRate(org.rollingRate), losing: formatRate(org.losingRate) })}
        </dd>
        <dt className="text-muted-foreground">
          {parent && parent.parentId !== null
            ? t('orgs.rates.ceilingOf', { parent: parent.name })
            : t('orgs.rates.ceilingHouse')}
        </dt>
        <dd className="tabular-nums" data-testid="rate-ceiling">
          {t('orgs.rates.ceilingValue', {
            rolling: formatRate(ceiling.rollingRate),
            losing: formatRate(ceiling.losingRate),
          })}
        </dd>
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-rolling`} label={t('orgs.rates.rolling')} hint={t('orgs.rates.rollingHint')}>
          <Input
            id={`${id}-rolling`}
            type="number"
            inputMode="decimal"
            min={0}
            max={ceiling.rollingRate}
            step={0.1}
            className="tabular-nums"
            aria-invalid={problem !== undefined}
            value={draft.rolling}
            onChange={(event) => set('rolling')(event.target.value)}
          />
        </FormField>
        <FormField id={`${id}-losing`} label={t('orgs.rates.losing')} hint={t('orgs.rates.losingHint')}>
          <Input
            id={`${id}-losing`}
            type="number"
            inputMode="numeric"
            min={0}
            max={ceiling.losingRate}
            step={1}
            className="tabular-nums"
            aria-invalid={problem !== undefined}
            value={draft.losing}
            onChange={(event) => set('losing')(event.target.value)}
          />
        </FormField>
      </div>
      {problem && <ErrorAlert message={problem} />}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={save.isPending} onClick={onClose}>
          {tr('common.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {t('orgs.rates.submit')}
        </Button>
      </DialogFooter>
    </form>
  )
}
