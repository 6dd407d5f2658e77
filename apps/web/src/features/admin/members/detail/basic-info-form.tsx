import { assignableRoles } from '@pb/access'
import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQuery } from '@tanstack/react-query'
import { SaveIcon } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../../components/error-alert'
import { NativeSelect } from '../../../../components/native-select'
import { useRefusalText } from '../../../../hooks/use-refusal-text'
import { formatDateTime } from '../../../../lib/format'
import { memberStatusLabel } from '../../../../lib/labels'
import { trpc } from '../../../../trpc/client'
import type { RoleCode, UserStatus } from '../../../../trpc/types'
import type { AdminMember, AdminMemberDetail } from '../../admin-types'
import { ProposalSent } from '../../approvals/proposal-sent'
import { isProposed } from '../../approvals/proposed'
import { FormField } from '../../shared/form-field'
import { memberStatuses } from '../members-search'
import { PhoneInput } from '../phone-input'
import { useRefreshMembers } from '../use-refresh-members'

/** What the form edits, from the opened detail or the saved answer. */
const draftOf = (member: AdminMember) => ({
  name: member.name,
  nickname: member.nickname,
  phone: member.phone,
  email: member.email,
  pointRate: String(member.pointRate),
  statusCode: member.statusCode,
  roleCode: member.roleCode,
})
type Draft = ReturnType<typeof draftOf>

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
  const id = useId()
  const fieldId = (name: keyof Draft | 'loginId') => `${id}-${name}`
  const [draft, setDraft] = useState(() => draftOf(member))
  const [problem, setProblem] = useState<string>()
  const [sent, setSent] = useState<number>()
  const refresh = useRefreshMembers()
  const update = useMutation(trpc.admin.users.update.mutationOptions())
  // The highest point rate the minimum house edge allows now (the server refuses more: HOUSE_EDGE).
  const settings = useQuery(trpc.admin.settings.get.queryOptions())
  const roles = assignableRoles(viewerRole)
  const roleEditable = roles.includes(member.roleCode)
  const set = <Field extends keyof Draft>(field: Field, value: Draft[Field]) => {
    setProblem(undefined)
    setSent(undefined)
    setDraft((current) => ({ ...current, [field]: value }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (update.isPending) return
    update.mutate(
      {
        id: member.id,
        nickname: draft.nickname,
        phone: draft.phone,
        email: draft.email.trim(),
        pointRate: draft.pointRate.trim() === '' ? member.pointRate : Number(draft.pointRate),
        statusCode: draft.statusCode,
        ...(draft.name !== member.name ? { name: draft.name } : {}),
        ...(roleEditable && draft.roleCode !== member.roleCode ? { roleCode: draft.roleCode } : {}),
      },
      {
        onSuccess: (answer) => {
          if (isProposed(answer)) {
            // Nothing changed yet: the form shows the member as they are, the proposal what waits.
            setDraft(draftOf(member))
            setSent(answer.id)
            toast.success(t('approvals.sent.toast', { id: answer.id }))
            return
          }
          setSent(undefined)
          setDraft(draftOf(answer))
          toast.success(t('members.detail.basic.saved'))
        },
        onError: (error) =>
          setProblem(
            t('members.detail.basic.failedWith', {
              message: sayRefusal(error, t('members.detail.unknownError')),
            }),
          ),
        onSettled: refresh,
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FormField
          id={fieldId('loginId')}
          label={tr('user.loginId')}
          hint={t('members.detail.basic.loginIdReadOnly')}
        >
          <Input id={fieldId('loginId')} value={member.loginId} readOnly className="bg-muted/50" />
        </FormField>
        <FormField id={fieldId('name')} label={tr('user.name')}>
          <Input
            id={fieldId('name')}
            maxLength={30}
            autoComplete="off"
            value={draft.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </FormField>
        <FormField id={fieldId('nickname')} label={tr('user.nickname')}>
          <Input
            id={fieldId('nickname')}
            maxLength={30}
            autoComplete="off"
            value={draft.nickname}
            onChange={(event) => set('nickname', event.target.value)}
          />
        </FormField>
        <FormField id={fieldId('phone')} label={tr('user.phone')}>
          <PhoneInput
            id={fieldId('phone')}
            value={draft.phone}
            onValueChange={(phone) => set('phone', phone)}
          />
        </FormField>
        <FormField id={fieldId('email')} label={tr('user.email')}>
          <Input
            id={fieldId('email')}
            type="email"
            maxLength={100}
            autoComplete="off"
            value={draft.email}
            onChange={(event) => set('email', event.target.value)}
          />
        </FormField>
        <FormField
          id={fieldId('roleCode')}
          label={tr('user.role')}
          hint={roleEditable ? undefined : t('members.detail.basic.roleFixed')}
        >
          <NativeSelect
            id={fieldId('roleCode')}
            value={draft.roleCode}
            disabled={!roleEditable}
            onChange={(event) =>
              set('roleCode', roles.find((role) => role === event.target.value) ?? member.roleCode)
            }
          >
            {(roleEditable ? roles : [member.roleCode]).map((role) => (
              <option key={role} value={role}>
                {tr(`roles.${role}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={fieldId('statusCode')} label={tr('user.status')}>
          <NativeSelect
            id={fieldId('statusCode')}
            value={draft.statusCode}
            onChange={(event) =>
              set('statusCode', memberStatuses.find((status) => status === event.target.value) as UserStatus)
            }
          >
            {memberStatuses.map((status) => (
              <option key={status} value={status}>
                {memberStatusLabel(status)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id={fieldId('pointRate')}
          label={t('members.detail.basic.pointRate')}
          hint={
            settings.data &&
            t('members.detail.basic.pointRateMax', {
              rate: settings.data.highestPointRate,
              edge: settings.data.minHouseEdge,
            })
          }
        >
          <Input
            id={fieldId('pointRate')}
            type="number"
            inputMode="decimal"
            min={0}
            max={settings.data?.highestPointRate ?? 10}
            step={0.1}
            className="tabular-nums"
            value={draft.pointRate}
            onChange={(event) => set('pointRate', event.target.value)}
          />
        </FormField>
      </div>
      {problem && <ErrorAlert message={problem} />}
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
