import { outranks, type RoleCode } from '@pb/access'
import { type Executor, users } from '@pb/db'
import { and, eq } from 'drizzle-orm'
import type { Actor } from '../auth/actor'
import { refusal } from '../errors'
import { type Member, selectMembers, toMember } from './member-view'
import { usersInSubtree } from './scope'

/**
 * One user the administrator may manage. Anyone outside their org subtree is simply not found (404);
 * inside it, a role at or above their own is forbidden (403). SUPER manages everyone.
 */
export async function findManagedUser(executor: Executor, actor: Actor, id: number): Promise<Member> {
  const [row] = await selectMembers(executor).where(and(eq(users.id, id), usersInSubtree(actor)))
  if (!row) throw refusal('NOT_FOUND', 'memberNotFound')
  if (actor.roleCode !== 'SUPER' && !outranks(actor.roleCode, row.roleCode as RoleCode)) {
    throw refusal('FORBIDDEN', 'manageLowerRoles')
  }
  return toMember(row)
}

/**
 * The same, with the user's row locked until the transaction ends: concurrent changes of one user
 * run one after another, so each audit row's `before` is what its change replaced. The lock does not
 * hold up bets or ledger rows that merely reference the user (their key-share locks).
 */
export async function lockManagedUser(tx: Executor, actor: Actor, id: number): Promise<Member> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update')
  return findManagedUser(tx, actor, id)
}
