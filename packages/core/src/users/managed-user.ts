import { type Executor, users } from '@pb/db'
import { and, eq } from 'drizzle-orm'
import type { Actor } from '../auth/actor'
import { DomainError } from '../errors'
import { type Member, selectMembers, toMember } from './member-view'
import { manageableUsers } from './scope'

/** One user the administrator may manage; anyone outside their scope is simply not found. */
export async function findManagedUser(executor: Executor, actor: Actor, id: number): Promise<Member> {
  const [row] = await selectMembers(executor).where(and(eq(users.id, id), manageableUsers(actor)))
  if (!row) throw new DomainError('NOT_FOUND', '회원을 찾을 수 없습니다.')
  return toMember(row)
}
