import { assignableRoles } from '@pb/access'
import { rateRanges, textLimits } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { Spinner } from '@pb/ui/spinner'
import { useQuery } from '@tanstack/react-query'
import { SaveIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../../components/error-alert'
import { Field } from '../../../../components/form/field'
import { RateField } from '../../../../components/form/rate-field'
import { SelectField } from '../../../../components/form/select-field'
import { TextField } from '../../../../components/form/text-field'
import { useSchemaForm } from '../../../../components/form/use-schema-form'
import { formatDateTime } from '../../../../lib/format'
import { memberStatusLabel } from '../../../../lib/labels'
import { trpc } from '../../../../trpc/client'
import type { RoleCode } from '../../../../trpc/types'
import type { AdminMemberDetail } from '../../admin-types'
import { ProposalSent } from '../../approvals/proposal-sent'
import { FormField } from '../../shared/form-field'
import { memberStatuses } from '../members-search'
import { PhoneInput } from '../phone-input'
import { memberEditSchema, useUpdateMember, valuesOf } from './use-update-member'

/**
 * docs/product.md §5.6: the login id is read-only; name, nickname, phone, email, role (from the
 * roles below the viewer's), point rate and status are editable. Save sends nickname, phone, email,
 * point rate and status, and the name and role when they changed. A SUPER's new status or role is
 * proposed instead (four eyes): nothing changes until another SUPER approves it.
 */
export function BasicInfoForm({ member, viewerRole }: { member: AdminMemberDetail; viewerRole: RoleCode }) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const loginIdField = useId()
  const form = useSchemaForm(memberEditSchema, valuesOf(member))
  const [sent, setSent] = useState<number>()
  // The highest point rate the minimum house edge allows now (the server refuses more: HOUSE_EDGE).
  const settings = useQuery(trpc.admin.settings.get.queryOptions())
  const roles = assignableRoles(viewerRole)
  const roleEditable = roles.includes(member.roleCode)

  const { submit, isPending } = useUpdateMember(form, { member, roleEditable, onSent: setSent })

  return (
    <form
      noValidate
      onSubmit={submit}
      onChange={() => {
        setSent(undefined)
        form.clearErrors('root')
      }}
      className="grid gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FormField
          id={loginIdField}
          label={tr('user.loginId')}
          hint={t('members.detail.basic.loginIdReadOnly')}
        >
          <Input id={loginIdField} value={member.loginId} readOnly className="bg-muted/50" />
        </FormField>
        <TextField
          form={form}
          name="name"
          label={tr('user.name')}
          maxLength={textLimits.name}
          autoComplete="off"
        />
        <TextField
          form={form}
          name="nickname"
          label={tr('user.nickname')}
          maxLength={textLimits.nickname}
          autoComplete="off"
        />
        <Field form={form} name="phone" label={tr('user.phone')}>
          {(control) => <PhoneInput {...control} />}
        </Field>
        <TextField
          form={form}
          name="email"
          label={tr('user.email')}
          type="email"
          maxLength={textLimits.email}
          autoComplete="off"
        />
        <SelectField
          form={form}
          name="roleCode"
          label={tr('user.role')}
          hint={roleEditable ? undefined : t('members.detail.basic.roleFixed')}
          options={(roleEditable ? roles : [member.roleCode]).map((role) => ({
            value: role,
            label: tr(`roles.${role}`),
          }))}
          disabled={!roleEditable}
        />
        <SelectField
          form={form}
          name="statusCode"
          label={tr('user.status')}
          options={memberStatuses.map((status) => ({ value: status, label: memberStatusLabel(status) }))}
        />
        <RateField
          form={form}
          name="pointRate"
          label={t('members.detail.basic.pointRate')}
          hint={
            settings.data &&
            t('members.detail.basic.pointRateMax', {
              rate: settings.data.highestPointRate,
              edge: settings.data.minHouseEdge,
            })
          }
          range={{
            min: rateRanges.pointRate.min,
            max: settings.data?.highestPointRate ?? rateRanges.pointRate.max,
          }}
        />
      </div>
      {form.formState.errors.root?.message && <ErrorAlert message={form.formState.errors.root.message} />}
      {sent !== undefined && <ProposalSent ids={[sent]} />}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <p className="flex flex-wrap gap-x-3 text-muted-foreground text-xs tabular-nums">
          <span>{t('members.detail.basic.registeredAt', { time: formatDateTime(member.registeredAt) })}</span>
          <span>
            {member.lastLoginAt
              ? t('members.detail.basic.lastLoginAt', { time: formatDateTime(member.lastLoginAt) })
              : t('members.detail.basic.neverSignedIn')}
          </span>
        </p>
        <Button type="submit" disabled={isPending}>
          {isPending ? <Spinner /> : <SaveIcon aria-hidden />}
          {t('members.detail.basic.save')}
        </Button>
      </div>
    </form>
  )
}
