import { createHash, randomBytes } from 'node:crypto'
import { type Executor, totpRecoveryCodes } from '@pb/db'
import { and, count, eq, isNull } from 'drizzle-orm'
import { base32Encode } from './totp'

const RECOVERY_CODE_COUNT = 10

/** Upper case without spaces or dashes, so `abcde-fghij` and `ABCDEFGHIJ` are the same code. */
function normalized(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase()
}

function hashOf(code: string): string {
  return createHash('sha256').update(normalized(code)).digest('hex')
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[A-Z2-7]{10}$/.test(normalized(code))
}

export async function deleteRecoveryCodes(executor: Executor, userId: number): Promise<void> {
  await executor.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId))
}

/** Replaces a user's recovery codes with ten new ones, answered once; only their hashes are kept. */
export async function issueRecoveryCodes(executor: Executor, userId: number, now: Date): Promise<string[]> {
  await deleteRecoveryCodes(executor, userId)
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = base32Encode(randomBytes(7)).slice(0, 10)
    return `${raw.slice(0, 5)}-${raw.slice(5)}`
  })
  await executor
    .insert(totpRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashOf(code), createdAt: now })))
  return codes
}

/** Spends one unused recovery code; the guarded update lets only one of two concurrent uses win. */
export async function spendRecoveryCode(
  executor: Executor,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const spent = await executor
    .update(totpRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(totpRecoveryCodes.userId, userId),
        eq(totpRecoveryCodes.codeHash, hashOf(code)),
        isNull(totpRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: totpRecoveryCodes.id })
  return spent.length > 0
}

export async function recoveryCodesLeft(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)))
  return Number(row?.n ?? 0)
}
