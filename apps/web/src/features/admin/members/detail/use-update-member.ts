import { pointRateInput, updateMemberInput } from '@pb/contract/inputs/members'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { blankAsAbsent } from '../../../../components/form/blank-as-absent'
import { showServerFieldErrors } from '../../../../components/form/server-field-errors'
import { useRefusalText } from '../../../../hooks/use-refusal-text'
import { trpc } from '../../../../trpc/client'
import type { AdminMember } from '../../admin-types'
import { isProposed } from '../../approvals/proposed'
import { useRefreshMembers } from '../use-refresh-members'

/** The server's check of an edit (updateMemberInput) over what the form shows; a blank point rate keeps the stored one. */
export const memberEditSchema = updateMemberInput
  .omit({ id: true })
  .extend({ pointRate: blankAsAbsent(pointRateInput) })

/** What the form edits, from the opened detail or the saved answer. */
export const valuesOf = (member: AdminMember) => ({
  name: member.name,
  nickname: member.nickname,
  phone: member.phone,
  email: member.email,
  pointRate: String(member.pointRate),
  statusCode: member.statusCode,
  roleCode: member.roleCode,
})

type MemberEditForm = UseFormReturn<
  z.input<typeof memberEditSchema>,
  unknown,
  z.output<typeof memberEditSchema>
>

/**
 * Saves a member's basic info: the name and role only when they changed. A SUPER's new status or
 * role comes back as a proposal (`onSent` gets its number) and the form shows the member as they are.
 */
export function useUpdateMember(
  form: MemberEditForm,
  {
    member,
    roleEditable,
    onSent,
  }: { member: AdminMember; roleEditable: boolean; onSent: (proposal: number | undefined) => void },
) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const refresh = useRefreshMembers()
  const update = useMutation(trpc.admin.users.update.mutationOptions())
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
            onSent(answer.id)
            toast.success(t('approvals.sent.toast', { id: answer.id }))
            return
          }
          onSent(undefined)
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

  return { submit, isPending: update.isPending }
}
