import { assignableRoles } from '@pb/access'
import { pointRateInput, updateMemberInput } from '@pb/contract/inputs/members'
import { rateRanges, textLimits } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQuery } from '@tanstack/react-query'
import { SaveIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../../components/error-alert'
import { blankAsAbsent } from '../../../../components/form/blank-as-absent'
import { Field } from '../../../../components/form/field'
import { showServerFieldErrors } from '../../../../components/form/server-field-errors'
import { TextField } from '../../../../components/form/text-field'
import { useSchemaForm } from '../../../../components/form/use-schema-form'
import { NativeSelect } from '../../../../components/native-select'
import { useRefusalText } from '../../../../hooks/use-refusal-text'
import { formatDateTime } from '../../../../lib/format'
import { memberStatusLabel } from '../../../../lib/labels'
import { trpc } from '../../../../trpc/client'
import type { RoleCode } from '../../../../trpc/types'
import type { AdminMember, AdminMemberDetail } from '../../admin-types'
import { ProposalSent } from '../../approvals/proposal-sent'
import { isProposed } from '../../approvals/proposed'
import { FormField } from '../../shared/form-field'
import { memberStatuses } from '../members-search'
import { PhoneInput } from '../phone-input'
import { useRefreshMembers } from '../use-refresh-members'

/** The server's check of an edit (updateMemberInput) over what the form shows; a blank point rate keeps the stored one. */
const memberEditSchema = updateMemberInput
  .omit({ id: true })
  .extend({ pointRate: blankAsAbsent(pointRateInput) })

/** What the form edits, from the opened detail or the saved answer. */
const valuesOf = (member: AdminMember) => ({
  name: member.name,
  nickname: member.nickname,
  phone: member.phone,
  email: member.email,
  pointRate: String(member.pointRate),
  statusCode: member.statusCode,
  roleCode: member.roleCode,
})

/**
 * docs/product.md §5.6: the login id is read-only; name, nickname, phone, email, role (from the
 * roles below the viewer's), point rate and status are editable. Save sends nickname, phone, email,
 * point rate and status, and the name and role when they changed. A SUPER's new status or role is
 * proposed instead (four eyes): nothing changes until another SUPER approves it.
 */
export function BasicInfoForm({ member, viewerRole }: { member: AdminMemberDetail; viewerRole: RoleCode }) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const { t: tr } = useTranslation()
  const loginIdField = useId()
  const form = useSchemaForm(memberEditSchema, valuesOf(member))
  const [sent, setSent] = useState<number>()
  const refresh = useRefreshMembers()
  const update = useMutation(trpc.admin.users.update.mutationOptions())
  // The highest point rate the minimum house edge allows now (the server refuses more: HOUSE_EDGE).
  const settings = useQuery(trpc.admin.settings.get.queryOptions())
  const roles = assignableRoles(viewerRole)
  const roleEditable = roles.includes(member.roleCode)

  const submit = form.handleSubmit(({ name, roleCode, ...edit }) => {
    if (update.isPending) return
    update.mutate(
      {
        id: member.id,
        ...edit,
        ...(name !== member.name ? { name } : {}),
        ...(roleEditable && roleCode !== member.roleCode ? { roleCode } : {}),
      },
      {
        onSuccess: (answer) => {
          if (isProposed(answer)) {
            // Nothing changed yet: the form shows the member as they are, the proposal what waits.
            form.reset(valuesOf(member))
            setSent(answer.id)
            toast.success(t('approvals.sent.toast', { id: answer.id }))
            return
          }
          setSent(undefined)
          form.reset(valuesOf(answer))
          toast.success(t('members.detail.basic.saved'))
        },
        onError: (error) => {
          if (showServerFieldErrors(form, error)) return
          form.setError('root', {
            message: t('members.detail.basic.failedWith', {
              message: sayRefusal(error, t('members.detail.unknownError')),
            }),
          })
        },
        onSettled: refresh,
      },
    )
  })

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
        <Field
          form={form}
          name="roleCode"
          label={tr('user.role')}
          hint={roleEditable ? undefined : t('members.detail.basic.roleFixed')}
        >
          {(control) => (
            <NativeSelect {...control} disabled={!roleEditable}>
              {(roleEditable ? roles : [member.roleCode]).map((role) => (
                <option key={role} value={role}>
                  {tr(`roles.${role}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field form={form} name="statusCode" label={tr('user.status')}>
          {(control) => (
            <NativeSelect {...control}>
              {memberStatuses.map((status) => (
                <option key={status} value={status}>
                  {memberStatusLabel(status)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
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
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={rateRanges.pointRate.min}
              max={settings.data?.highestPointRate ?? rateRanges.pointRate.max}
              step={0.1}
              className="tabular-nums"
            />
          )}
        </Field>
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
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : <SaveIcon aria-hidden />}
          {t('members.detail.basic.save')}
        </Button>
      </div>
    </form>
  )
}
