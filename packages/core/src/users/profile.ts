import { type Executor, users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { requireMember, requireSignedIn } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import { type Member, selectMembers, toMember } from './member-view'

/** A user's own record, balances included. */
export async function profileOf(executor: Executor, userId: number): Promise<Member> {
  const [row] = await selectMembers(executor).where(eq(users.id, userId))
  if (!row) throw new DomainError('NOT_FOUND')
  return toMember(row)
}

/** Whoever is signed in, member or administrator (GET /auth/me). */
export async function currentUser(ctx: UseCaseContext): Promise<Member> {
  return profileOf(ctx.db, requireSignedIn(ctx).userId)
}

/** The member's own record (GET /users/profile). */
export async function myProfile(ctx: UseCaseContext): Promise<Member> {
  return profileOf(ctx.db, requireMember(ctx).userId)
}
