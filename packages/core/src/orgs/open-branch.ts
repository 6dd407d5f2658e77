import { type Executor, orgs } from '@pb/db'
import { eq } from 'drizzle-orm'
import { DomainError } from '../errors'
import { levelLabels, levelName, SHOP_LEVEL } from './levels'

/**
 * A new branch one level under `parent`, headed by `headUserId` when it is opened for an
 * administrator. Shops are the last level: nothing opens under one.
 */
export async function openBranch(
  tx: Executor,
  parent: { id: number; level: number; path: string },
  name: string,
  headUserId?: number,
): Promise<{ id: number; level: number; path: string }> {
  if (parent.level >= SHOP_LEVEL) {
    throw new DomainError('BRANCH_LEVEL_MISMATCH', `${levelLabels.SHOP} 아래에는 조직을 만들 수 없습니다.`, {
      reason: 'belowShop',
    })
  }
  const level = parent.level + 1
  const [org] = await tx
    .insert(orgs)
    .values({ name, level, parentId: parent.id, path: parent.path, headUserId })
    .returning({ id: orgs.id })
  if (!org) throw new Error('org insert returned nothing')
  const path = `${parent.path}${org.id}/`
  await tx.update(orgs).set({ path }).where(eq(orgs.id, org.id))
  return { id: org.id, level, path }
}

/** What an audit row records of a branch. */
export const branchFacts = (org: { id: number; name: string; level: number; parentId: number | null }) => ({
  id: org.id,
  name: org.name,
  level: levelName(org.level),
  parentId: org.parentId,
})
