import { currentPasswordField } from '@pb/contract/inputs/fields'
import { createMemberInput, pointRateInput } from '@pb/contract/inputs/members'
import { z } from 'zod'
import { blankAsAbsent } from '../../../components/form/blank-as-absent'
import { newBranch } from './branch-choice'

/**
 * The server's check of a new user (createMemberInput) over what the dialog asks; the nickname and
 * email are left to the server's defaults, and so is a blank point rate. The branch picker's value
 * is an org id, or none for a new branch. A SUPER goes to the root and needs the creator's own
 * password, which nobody else sends.
 */
export const newMemberSchema = createMemberInput
  .omit({ nickname: true, email: true })
  .extend({
    orgId: z.preprocess(
      (branch: string) => (branch === '' || branch === newBranch ? undefined : branch),
      createMemberInput.shape.orgId,
    ),
    pointRate: blankAsAbsent(pointRateInput),
    currentPassword: blankAsAbsent(createMemberInput.shape.currentPassword),
  })
  .superRefine(
    ({ roleCode, currentPassword }, context) => {
      if (roleCode !== 'SUPER') return
      for (const issue of currentPasswordField.safeParse(currentPassword ?? '').error?.issues ?? [])
        context.addIssue({ ...issue, path: ['currentPassword'] })
    },
    // Beside the other fields' refusals, not after them.
    { when: () => true },
  )
  .transform(({ orgId, currentPassword, ...member }) =>
    member.roleCode === 'SUPER' ? { ...member, currentPassword } : { ...member, orgId },
  )
