import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { showServerFieldErrors } from '../../../components/form/server-field-errors'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import { isProposed } from '../approvals/proposed'
import { useRefreshOrgs } from '../orgs/use-org-tree'
import type { newMemberSchema } from './new-member-schema'
import { useRefreshMembers } from './use-refresh-members'

type NewMemberForm = UseFormReturn<z.input<typeof newMemberSchema>, unknown, z.output<typeof newMemberSchema>>

/**
 * Sends the new-member form: a user made, or a SUPER proposed for a second SUPER's approval (a toast
 * says which); a refusal of a field is shown beside it, any other in the form.
 */
export function useCreateMember(
  form: NewMemberForm,
  { branchMissing, onDone }: { branchMissing: boolean; onDone: () => void },
) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const refresh = useRefreshMembers()
  // A new administrator may open a branch, and every new user changes a branch's counts.
  const refreshOrgs = useRefreshOrgs()
  const create = useMutation(trpc.admin.users.create.mutationOptions())

  const submit = form.handleSubmit((member) => {
    if (create.isPending) return
    if (branchMissing) return form.setError('root', { message: t('members.create.orgMissing') })
    create.mutate(member, {
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
      onError: (error) => {
        if (showServerFieldErrors(form, error)) return
        form.setError('root', { message: t('members.create.failedWith', { message: sayRefusal(error) }) })
      },
    })
  })
  return { submit, isPending: create.isPending }
}
