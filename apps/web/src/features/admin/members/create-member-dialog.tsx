import { assignableRoles } from '@pb/access'
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
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { NativeSelect } from '../../../components/native-select'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import type { RoleCode } from '../../../trpc/types'
import { isProposed } from '../approvals/proposed'
import { useOrgTree, useRefreshOrgs } from '../orgs/use-org-tree'
import { FormField } from '../shared/form-field'
import { branchChoices, defaultBranch, newBranch } from './branch-choice'
import { BranchPicker } from './branch-picker'
import { PhoneInput } from './phone-input'
import { useRefreshMembers } from './use-refresh-members'

/** docs/product.md §5.5: these must not be empty. */
const requiredFields = ['loginId', 'password', 'bankName', 'accountNumber', 'accountHolder'] as const
const minPasswordLength = 4
/** docs/product.md §5.5: a new member earns 3 % unless told otherwise (less where the house edge needs it). */
const defaultPointRate = 3

/** SUPER may also create another SUPER (the second pair of eyes), with their own password. */
const creatableRoles = (viewer: RoleCode): RoleCode[] =>
  viewer === 'SUPER' ? ['SUPER', ...assignableRoles(viewer)] : assignableRoles(viewer)
const isRequired = (field: string) => (requiredFields as readonly string[]).includes(field)

const emptyDraft = {
  loginId: '',
  password: '',
  phone: '',
  bankName: '',
  accountNumber: '',
  accountHolder: '',
  currentPassword: '',
}
type Draft = typeof emptyDraft

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
        {open && <CreateMemberForm viewerRole={viewerRole} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function CreateMemberForm({ viewerRole, onDone }: { viewerRole: RoleCode; onDone: () => void }) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const sayRefusal = useRefusalText()
  const id = useId()
  const fieldId = (name: keyof Draft | 'role' | 'branch') => `${id}-${name}`
  const roles = creatableRoles(viewerRole)
  const settings = useQuery(trpc.admin.settings.get.queryOptions())
  const highestRate = settings.data?.highestPointRate
  const suggestedRate = Math.min(defaultPointRate, highestRate ?? defaultPointRate)
  const [draft, setDraft] = useState<Draft>(emptyDraft)
  // Untouched, the rate shows the default (once the settings say what the house edge allows).
  const [rateText, setRateText] = useState<string>()
  const rate = rateText ?? (highestRate === undefined ? '' : String(suggestedRate))
  const [roleCode, setRoleCode] = useState<RoleCode>('MEMBER')
  const tree = useOrgTree()
  const choices = tree.data && tree.own && branchChoices(tree.data.items, tree.own, roleCode)
  // The picked branch, while the role still offers it; else the role's default.
  const [pickedBranch, setPickedBranch] = useState<string>()
  const offered = (value: string | undefined) =>
    value === newBranch ? choices?.mayOpen : choices?.branches.some((org) => String(org.id) === value)
  const branch =
    pickedBranch && offered(pickedBranch)
      ? pickedBranch
      : tree.own && choices
        ? defaultBranch(tree.own, roleCode, choices)
        : ''
  const [problem, setProblem] = useState<string>()
  const [markMissing, setMarkMissing] = useState(false)
  const refresh = useRefreshMembers()
  // A new administrator may open a branch, and every new user changes a branch's counts.
  const refreshOrgs = useRefreshOrgs()
  const create = useMutation(trpc.admin.users.create.mutationOptions())
  const set = (field: keyof Draft) => (value: string) => {
    setProblem(undefined)
    setDraft((current) => ({ ...current, [field]: value }))
  }
  const text = (field: keyof Draft) => ({
    id: fieldId(field),
    value: draft[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    // After a refused submit, the required fields still empty are outlined.
    'aria-invalid': markMissing && isRequired(field) && draft[field].trim() === '',
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    if (create.isPending) return
    setMarkMissing(true)
    if (requiredFields.some((field) => draft[field].trim() === ''))
      return setProblem(t('members.create.required'))
    if (draft.password.length < minPasswordLength) return setProblem(t('members.create.passwordTooShort'))
    if (roleCode === 'SUPER' && draft.currentPassword === '')
      return setProblem(t('members.create.currentPasswordMissing'))
    if (choices && branch === '' && roleCode !== 'SUPER') return setProblem(t('members.create.orgMissing'))
    create.mutate(
      {
        loginId: draft.loginId.trim(),
        password: draft.password,
        phone: draft.phone,
        bankName: draft.bankName.trim(),
        accountNumber: draft.accountNumber.trim(),
        accountHolder: draft.accountHolder.trim(),
        roleCode,
        // Nothing while the branches load: the server places a member in the caller's own branch,
        // and every SUPER in the root.
        ...(branch !== '' && branch !== newBranch && roleCode !== 'SUPER' ? { orgId: Number(branch) } : {}),
        ...(rate.trim() === '' ? {} : { pointRate: Number(rate) }),
        ...(roleCode === 'SUPER' ? { currentPassword: draft.currentPassword } : {}),
      },
      {
        onSuccess: (answer) => {
          if (isProposed(answer)) {
            toast.success(t('members.create.proposed'), {
              description: t('approvals.sent.toast', { id: answer.id }),
            })
          } else {
            toast.success(t('members.create.created'))
          }
          refresh()
          refreshOrgs()
          onDone()
        },
        onError: (error) => setProblem(t('members.create.failedWith', { message: sayRefusal(error) })),
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fieldId('loginId')} label={t('members.create.loginId')} required>
          <Input
            {...text('loginId')}
            autoComplete="off"
            maxLength={30}
            placeholder={t('members.create.loginIdPlaceholder')}
            required
          />
        </FormField>
        <FormField id={fieldId('password')} label={t('members.create.password')} required>
          <Input
            {...text('password')}
            type="password"
            autoComplete="new-password"
            maxLength={100}
            placeholder={t('members.create.passwordPlaceholder')}
            required
          />
        </FormField>
        <FormField id={fieldId('phone')} label={tr('user.phone')}>
          <PhoneInput
            id={fieldId('phone')}
            value={draft.phone}
            onValueChange={set('phone')}
            placeholder={t('members.create.phonePlaceholder')}
          />
        </FormField>
        <FormField id={fieldId('bankName')} label={t('members.create.bankName')} required>
          <Input
            {...text('bankName')}
            autoComplete="off"
            maxLength={30}
            placeholder={t('members.create.bankNamePlaceholder')}
            required
          />
        </FormField>
        <FormField id={fieldId('accountNumber')} label={t('members.create.accountNumber')} required>
          <Input
            {...text('accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={30}
            className="tabular-nums"
            placeholder={t('members.create.accountNumberPlaceholder')}
            required
          />
        </FormField>
        <FormField id={fieldId('accountHolder')} label={t('members.create.accountHolder')} required>
          <Input {...text('accountHolder')} autoComplete="off" maxLength={30} required />
        </FormField>
        <FormField
          id={fieldId('role')}
          label={t('members.create.role')}
          hint={
            roles.length === 1 ? t('members.create.onlyRole', { role: tr(`roles.${roleCode}`) }) : undefined
          }
        >
          <NativeSelect
            id={fieldId('role')}
            value={roleCode}
            disabled={roles.length === 1}
            onChange={(event) => {
              setProblem(undefined)
              setRoleCode(roles.find((role) => role === event.target.value) ?? 'MEMBER')
            }}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {tr(`roles.${role}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {roleCode === 'SUPER' && (
          <FormField
            id={fieldId('currentPassword')}
            label={t('members.create.currentPassword')}
            hint={t('members.create.currentPasswordHint')}
            required
            className="sm:col-span-2"
          >
            <Input
              {...text('currentPassword')}
              type="password"
              autoComplete="current-password"
              maxLength={100}
              aria-invalid={markMissing && draft.currentPassword === ''}
              required
            />
          </FormField>
        )}
        <BranchPicker
          id={fieldId('branch')}
          own={tree.own}
          role={roleCode}
          choices={choices}
          loginId={draft.loginId}
          value={branch}
          onChange={(value) => {
            setProblem(undefined)
            setPickedBranch(value)
          }}
        />
        <FormField
          id={`${id}-pointRate`}
          label={t('members.create.pointRate')}
          hint={
            highestRate === undefined
              ? t('members.create.pointRateHint')
              : `${t('members.create.pointRateHint')} ${t('members.create.pointRateMax', { rate: highestRate })}`
          }
        >
          <Input
            id={`${id}-pointRate`}
            value={rate}
            onChange={(event) => {
              setProblem(undefined)
              setRateText(event.target.value)
            }}
            type="number"
            inputMode="decimal"
            min={0}
            max={highestRate ?? 10}
            step={0.1}
            className="tabular-nums"
          />
        </FormField>
      </div>
      {problem && <ErrorAlert message={problem} />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {tr('common.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner />}
          {t('members.create.submit')}
        </Button>
      </DialogFooter>
    </form>
  )
}
