import { type Executor, users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { DomainError } from '../errors'
import { type Member, selectMembers, toMember } from './member-view'

/** The signed-in user's own record, balances included. */
export async function getProfile(executor: Executor, userId: number): Promise<Member> {
  const [row] = await selectMembers(executor).where(eq(users.id, userId))
  if (!row) throw new DomainError('NOT_FOUND')
  return toMember(row)
}
