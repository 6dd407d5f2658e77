import type { CreateOrgInput } from '@pb/contract/inputs/branches'
import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { commit } from '../unit-of-work'
import { findOrgInScope } from './branch-scope'
import { orgView } from './list-orgs'
import { branchFacts, openBranch } from './open-branch'

/** An administrator opens a branch one level under a branch of their subtree; it has no head until one joins. */
export async function createOrg(ctx: UseCaseContext, input: CreateOrgInput) {
  const actor = requireAdmin(ctx)
  return commit(ctx, async (tx) => {
    const parent = await findOrgInScope(tx, actor, input.parentId)
    const opened = await openBranch(tx, parent, input.name)
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'ORG_CREATE',
      targetType: 'org',
      targetId: opened.id,
      after: branchFacts({ ...opened, name: input.name, parentId: parent.id }),
      ip: ctx.ip,
    })
    return orgView(tx, ctx.clock.now(), opened.id)
  })
}
