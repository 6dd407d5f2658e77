import { assignableRoles } from '@pb/access'
import { DEFAULT_POINT_RATE, passwordLength, rateRanges, textLimits } from '@pb/contract/limits'
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
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { Field } from '../../../components/form/field'
import { RateField } from '../../../components/form/rate-field'
import { SelectField } from '../../../components/form/select-field'
import { TextField } from '../../../components/form/text-field'
import { useSchemaForm } from '../../../components/form/use-schema-form'
import { trpc } from '../../../trpc/client'
import type { RoleCode } from '../../../trpc/types'
import type { AdminOrg } from '../admin-types'
import { useOrgTree } from '../orgs/use-org-tree'
import { branchChoices, branchForRole, defaultBranch } from './branch-choice'
import { BranchPicker } from './branch-picker'
import { newMemberSchema } from './new-member-schema'
import { PhoneInput } from './phone-input'
import { useCreateMember } from './use-create-member'

/** SUPER may also create another SUPER (the second pair of eyes), with their own password. */
const creatableRoles = (viewer: RoleCode): RoleCode[] =>
  viewer === 'SUPER' ? ['SUPER', ...assignableRoles(viewer)] : assignableRoles(viewer)

/**
 * docs/product.md §5.5: the role offers only roles below the creator's, and the branch
 * the ones that role may join (see BranchPicker). The name is taken from the account holder. The
 * server's refusal is shown in the dialog. Once two SUPERs exist, a new SUPER is proposed instead
 * and made when another SUPER approves it.
 */
export function CreateMemberDialog({
  open,
  onOpenChange,
  viewerRole,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  viewerRole: RoleCode
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tr('common.close')} className="max-w-2xl break-keep">
        <DialogHeader className="text-left">
          <DialogTitle>{t('members.create.title')}</DialogTitle>
          <DialogDescription>{t('members.create.description')}</DialogDescription>
        </DialogHeader>
        {/* A fresh form each time the dialog opens. */}
        {open && <CreateMemberStart viewerRole={viewerRole} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}

/**
 * The form starts from what the operator settings and the branches say: the point rate the house
 * edge allows and the branch the role joins by default. Without them (a failed load) the server
 * decides both.
 */
function CreateMemberStart({ viewerRole, onDone }: { viewerRole: RoleCode; onDone: () => void }) {
  const { t } = useTranslation()
  const settings = useQuery(trpc.admin.settings.get.queryOptions())
  const tree = useOrgTree()
  if (settings.isPending || tree.isPending)
    return <Spinner label={t('common.loading')} className="mx-auto my-8 size-6" />
  return (
    <CreateMemberForm
      viewerRole={viewerRole}
      highestRate={settings.data?.highestPointRate}
      orgs={tree.data?.items}
      own={tree.own}
      onDone={onDone}
    />
  )
}

function CreateMemberForm({
  viewerRole,
  highestRate,
  orgs,
  own,
  onDone,
}: {
  viewerRole: RoleCode
  /** The highest point rate the minimum house edge allows now (the server refuses more). */
  highestRate: number | undefined
  orgs: readonly AdminOrg[] | undefined
  own: AdminOrg | undefined
  onDone: () => void
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const roles = creatableRoles(viewerRole)
  const choicesFor = (role: RoleCode) => (orgs && own ? branchChoices(orgs, own, role) : undefined)
  const memberChoices = choicesFor('MEMBER')
  const form = useSchemaForm(newMemberSchema, {
    loginId: '',
    password: '',
    phone: '',
    bankName: '',
    accountNumber: '',
    accountHolder: '',
    roleCode: 'MEMBER',
    orgId: own && memberChoices ? defaultBranch(own, 'MEMBER', memberChoices) : '',
    pointRate: highestRate === undefined ? '' : String(Math.min(DEFAULT_POINT_RATE, highestRate)),
    currentPassword: '',
  })
  const [roleCode = 'MEMBER', loginId = '', branch = ''] = form.watch(['roleCode', 'loginId', 'orgId'])
  const choices = choicesFor(roleCode)
  const { submit, isPending } = useCreateMember(form, {
    branchMissing: choices !== undefined && branch === '' && roleCode !== 'SUPER',
    onDone,
  })

  return (
    <form noValidate onSubmit={submit} onChange={() => form.clearErrors('root')} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="loginId"
          label={t('members.create.loginId')}
          required
          autoComplete="off"
          maxLength={textLimits.loginId}
          placeholder={t('members.create.loginIdPlaceholder')}
        />
        <TextField
          form={form}
          name="password"
          label={t('members.create.password')}
          required
          type="password"
          autoComplete="new-password"
          maxLength={passwordLength.max}
          placeholder={t('members.create.passwordPlaceholder', { min: passwordLength.min })}
        />
        <Field form={form} name="phone" label={tr('user.phone')}>
          {(control) => <PhoneInput {...control} placeholder={t('members.create.phonePlaceholder')} />}
        </Field>
        <TextField
          form={form}
          name="bankName"
          label={t('members.create.bankName')}
          required
          autoComplete="off"
          maxLength={textLimits.bankName}
          placeholder={t('members.create.bankNamePlaceholder')}
        />
        <TextField
          form={form}
          name="accountNumber"
          label={t('members.create.accountNumber')}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={textLimits.accountNumber}
          inputClassName="tabular-nums"
          placeholder={t('members.create.accountNumberPlaceholder')}
        />
        <TextField
          form={form}
          name="accountHolder"
          label={t('members.create.accountHolder')}
          required
          autoComplete="off"
          maxLength={textLimits.accountHolder}
        />
        <SelectField
          form={form}
          name="roleCode"
          label={t('members.create.role')}
          hint={
            roles.length === 1 ? t('members.create.onlyRole', { role: tr(`roles.${roleCode}`) }) : undefined
          }
          options={roles.map((role) => ({ value: role, label: tr(`roles.${role}`) }))}
          disabled={roles.length === 1}
          onPick={(role) => {
            const offered = choicesFor(role)
            if (own && offered) form.setValue('orgId', branchForRole(branch, own, role, offered))
          }}
        />
        {roleCode === 'SUPER' && (
          <TextField
            form={form}
            name="currentPassword"
            label={t('members.create.currentPassword')}
            hint={t('members.create.currentPasswordHint')}
            required
            className="sm:col-span-2"
            type="password"
            autoComplete="current-password"
            maxLength={passwordLength.max}
          />
        )}
        <BranchPicker
          own={own}
          role={roleCode}
          choices={choices}
          loginId={loginId}
          value={branch}
          onChange={(value) => form.setValue('orgId', value)}
        />
        <RateField
          form={form}
          name="pointRate"
          label={t('members.create.pointRate')}
          hint={
            highestRate === undefined
              ? t('members.create.pointRateHint')
              : `${t('members.create.pointRateHint')} ${t('members.create.pointRateMax', { rate: highestRate })}`
          }
          range={{ min: rateRanges.pointRate.min, max: highestRate ?? rateRanges.pointRate.max }}
        />
      </div>
      {form.formState.errors.root?.message && <ErrorAlert message={form.formState.errors.root.message} />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {tr('common.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending && <Spinner />}
          {t('members.create.submit')}
        </Button>
      </DialogFooter>
    </form>
  )
}
