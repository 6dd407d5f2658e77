import { users } from '@pb/db'
import { eq } from 'drizzle-orm'
import type { UseCaseContext } from '../context'
import { DomainError, refusal } from '../errors'
import type { Actor } from './actor'
import { limitedPasswordCheck } from './password-attempts'

/**
 * The signed-in user's own password, asked again before an act that a stolen session must not do
 * alone; counted by the sign-in limits. Not INVALID_CREDENTIALS: a 401 would read as an expired
 * session and sign the user out.
 */
export async function requireCurrentPassword(
  ctx: UseCaseContext,
  actor: Actor,
  password: string,
): Promise<void> {
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.userId))
  if (!user) throw new DomainError('NOT_FOUND')
  const check = { kind: 'password_change', subject: String(actor.userId) } as const
  if (!(await limitedPasswordCheck(ctx, check, () => Bun.password.verify(password, user.passwordHash)))) {
    throw refusal('VALIDATION', 'wrongCurrentPassword', { field: 'currentPassword' })
  }
}
