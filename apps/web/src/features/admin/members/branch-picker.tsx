import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { NativeSelect } from '../../../components/native-select'
import type { RoleCode } from '../../../trpc/types'
import type { AdminOrg } from '../admin-types'
import { OrgOptions } from '../orgs/org-options'
import { FormField } from '../shared/form-field'
import { type branchChoices, newBranch } from './branch-choice'

/**
 * The new user's branch. The option to open a new branch says what it will be called: the new
 * administrator's login id (its nickname, which the dialog leaves to default to the login id).
 */
export function BranchPicker({
  own,
  role,
  choices,
  loginId,
  value,
  onChange,
}: {
  own: AdminOrg | undefined
  role: RoleCode
  choices: ReturnType<typeof branchChoices> | undefined
  loginId: string
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const id = useId()
  const level = role === 'MEMBER' || role === 'SUPER' ? undefined : role
  const hint = !choices
    ? t('members.create.orgLoading')
    : value === newBranch && own && level
      ? t('members.create.orgNewHint', { level: t(`orgs.levels.${level}`), parent: own.name })
      : choices.branches.length === 0 && !choices.mayOpen && level
        ? t('members.create.orgNone', { role: tr(`roles.${role}`), level: t(`orgs.levels.${level}`) })
        : undefined
  return (
    <FormField id={id} label={t('members.create.org')} hint={hint}>
      <NativeSelect
        id={id}
        value={value}
        disabled={!choices || (choices.branches.length === 0 && !choices.mayOpen)}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices?.mayOpen && (
          <option value={newBranch}>
            {t('members.create.orgNew', { name: loginId.trim() || t('members.create.loginId') })}
          </option>
        )}
        {choices && <OrgOptions orgs={choices.branches} />}
      </NativeSelect>
    </FormField>
  )
}
