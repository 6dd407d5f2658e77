import { commissionInput } from '@pb/contract/inputs/branches'
import { rateRanges } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@pb/ui/dialog'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { RateField } from '../../../components/form/rate-field'
import { showServerFieldErrors } from '../../../components/form/server-field-errors'
import { useSchemaForm } from '../../../components/form/use-schema-form'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { focusBack } from '../../../lib/focus-back'
import { formatRate } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import type { AdminOrg } from '../admin-types'
import { useRefreshOrgs } from './use-org-tree'

/** The highest rates of a branch right under the root (the house): the most the server accepts. */
const houseCeiling = { rollingRate: rateRanges.rollingRate.max, losingRate: rateRanges.losingRate.max }

/** The server's check of a plan, run here first: both rates, each within its range and step. */
const ratesSchema = commissionInput.omit({ id: true })

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
  const refresh = useRefreshOrgs()
  const latest = latestRates(org)
  const form = useSchemaForm(ratesSchema, {
    rollingRate: String(latest.rollingRate),
    losingRate: String(latest.losingRate),
  })
  const [refusal, setRefusal] = useState<unknown>()
  const ceiling = !parent || parent.parentId === null ? houseCeiling : latestRates(parent)

  const submit = form.handleSubmit((rates) => {
    if (save.isPending) return
    setRefusal(undefined)
    save.mutate(
      { id: org.id, ...rates },
      {
        onSuccess: () => {
          toast.success(t('orgs.rates.done', { name: org.name }))
          refresh()
          onClose()
        },
        onError: (error) => {
          if (!showServerFieldErrors(form, error)) setRefusal(error)
        },
      },
    )
  })

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
        <RateField
          form={form}
          name="rollingRate"
          label={t('orgs.rates.rolling')}
          hint={t('orgs.rates.rollingHint', rateRanges.rollingRate)}
          range={{ min: rateRanges.rollingRate.min, max: ceiling.rollingRate }}
        />
        <RateField
          form={form}
          name="losingRate"
          label={t('orgs.rates.losing')}
          hint={t('orgs.rates.losingHint', rateRanges.losingRate)}
          range={{ min: rateRanges.losingRate.min, max: ceiling.losingRate }}
          step={1}
        />
      </div>
      {refusal !== undefined && (
        <ErrorAlert
          message={t('orgs.rates.failedWith', { message: sayRefusal(refusal, t('orgs.unknownError')) })}
        />
      )}
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
