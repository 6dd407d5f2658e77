import { type CapGroup, capGroups, markets } from '@pb/game'
import { Badge } from '@pb/ui/badge'
import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@pb/ui/card'
import { cn } from '@pb/ui/lib/cn'
import { Spinner } from '@pb/ui/spinner'
import { useQuery } from '@tanstack/react-query'
import { SendIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useMayPerform } from '../../../auth/use-may-perform'
import { AmountInput } from '../../../components/amount-input'
import { ErrorAlert } from '../../../components/error-alert'
import { formatMoney } from '../../../lib/format'
import { capGroupLabel, marketLabel } from '../../../lib/labels'
import { trpc } from '../../../trpc/client'
import type { CapKey, OperatorSettings } from '../admin-types'
import { ProposalReasonField } from '../approvals/proposal-reason-field'
import { ProposalSent } from '../approvals/proposal-sent'
import { ApprovalLimitField } from './approval-limit-field'
import { HouseEdgeField } from './house-edge-field'
import { PointPasswordSwitch } from './point-password-switch'
import { SelfApprovalSwitch } from './self-approval-switch'
import { TotpRolesSwitches } from './totp-roles-switches'
import { approvalLimitKeys, useSettingsDraft } from './use-settings-draft'

const capKeys: CapKey[] = [...capGroups, 'TOTAL']

/** The markets a cap group covers, as the operator knows them from the board. */
function marketsOf(group: CapGroup): string {
  return markets
    .filter((market) => market.selections.some((selection) => selection.capGroup === group))
    .map((market) => marketLabel(market.code))
    .join(', ')
}

/** docs/game-rules.md §5.4: the per-member, per-round bet caps of each cap group and in total; SUPER edits them. */
export function CapTable() {
  const { t } = useTranslation('admin')
  const editable = useMayPerform('settings.propose')
  const settings = useQuery(trpc.admin.settings.get.queryOptions())

  return (
    <Card className="min-w-0 gap-4">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t('caps.title')}</CardTitle>
          {!editable && <Badge variant="secondary">{t('odds.readOnly')}</Badge>}
        </div>
        <CardDescription>{t('caps.description')}</CardDescription>
      </CardHeader>
      {settings.isPending && <Spinner className="mx-auto my-8 size-6" label={t('caps.loading')} />}
      {settings.isError && (
        <CardContent>
          <ErrorAlert error={settings.error} fallback={t('caps.loadFailed')} />
        </CardContent>
      )}
      {settings.data && <CapForm settings={settings.data} editable={editable} />}
    </Card>
  )
}

function CapForm({ settings, editable }: { settings: OperatorSettings; editable: boolean }) {
  const { t } = useTranslation('admin')
  const draft = useSettingsDraft(settings)

  return (
    <form
      className="contents"
      onSubmit={(event) => {
        event.preventDefault()
        draft.save()
      }}
    >
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col divide-y text-sm" data-testid="cap-table" aria-label={t('caps.title')}>
          {capKeys.map((key) => {
            const label = t('caps.row', { group: capGroupLabel(key) })
            const hint = key === 'TOTAL' ? t('caps.totalHint') : marketsOf(key)
            return (
              <li
                key={key}
                data-cap={key}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 py-2"
              >
                <span className="break-keep font-medium">{label}</span>
                {editable ? (
                  <span className="flex items-center gap-1.5">
                    <AmountInput
                      value={draft.capOf(key)}
                      onValueChange={(amount) => draft.setCap(key, amount)}
                      aria-label={label}
                      aria-invalid={draft.capInvalid(key) || undefined}
                      className={cn(
                        'w-32',
                        draft.isChanged(key) && 'border-primary bg-primary/10 dark:bg-primary/15',
                      )}
                    />
                    <span className="text-muted-foreground">{t('caps.won')}</span>
                  </span>
                ) : (
                  <span className="text-right font-medium tabular-nums">
                    {formatMoney(settings.caps[key])}
                  </span>
                )}
                {hint !== capGroupLabel(key) && (
                  <span className="col-span-2 text-muted-foreground text-xs leading-snug">{hint}</span>
                )}
              </li>
            )
          })}
        </ul>
        <PointPasswordSwitch
          checked={draft.passwordRequired}
          onCheckedChange={editable ? draft.setPasswordRequired : undefined}
        />
        <TotpRolesSwitches
          roles={draft.totpRoles}
          onRolesChange={editable ? draft.setTotpRoles : undefined}
        />
        <HouseEdgeField
          value={draft.edgeText}
          onChange={editable ? draft.setEdgeText : undefined}
          changed={draft.edgeChanged}
          invalid={draft.edgeInvalid}
          highestPointRate={settings.highestPointRate}
        />
        <SelfApprovalSwitch
          checked={draft.selfApproval}
          onCheckedChange={editable ? draft.setSelfApproval : undefined}
        />
        {approvalLimitKeys.map((key) => (
          <ApprovalLimitField
            key={key}
            setting={key}
            digits={draft.limitDigits(key)}
            onChange={editable ? (digits) => draft.setLimitDigits(key, digits) : undefined}
            changed={draft.limitChanged(key)}
            invalid={draft.limitInvalid(key)}
          />
        ))}
      </CardContent>
      {editable && (
        <CardFooter className="flex-col items-stretch gap-3">
          {draft.isDirty && <ProposalReasonField value={draft.reason} onChange={draft.setReason} />}
          {draft.problem && <ErrorAlert message={t('caps.atLeastOne')} />}
          {draft.sent !== undefined && <ProposalSent ids={[draft.sent]} />}
          <Button
            type="submit"
            disabled={
              !draft.isDirty || draft.problem || draft.edgeInvalid || draft.limitsInvalid || draft.isSaving
            }
          >
            {draft.isSaving ? <Spinner /> : <SendIcon aria-hidden />}
            {t('caps.save')}
          </Button>
        </CardFooter>
      )}
    </form>
  )
}
