import { createHash } from 'node:crypto'
import { type Executor, idempotencyKeys } from '@pb/db'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { DomainError } from '../errors'
import { isPlainText } from '../validation'

/** The optional `Idempotency-Key` of a money-moving call (REST header or tRPC input). */
export const idempotencyKeyInput = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine(isPlainText, 'Idempotency-Key에 사용할 수 없는 문자가 포함되어 있습니다.')
  .optional()

function hashRequest(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex')
}

/**
 * Runs a money-moving step once per (user, key): the same key and body replays the first answer,
 * another body is a conflict. Call inside the transaction that does the work, so the key and the
 * work commit or roll back together; a concurrent twin waits on the key's row and then replays.
 */
export async function onceForKey<T>(
  tx: Executor,
  params: { userId: number; key: string | undefined; request: unknown },
  run: () => Promise<T>,
): Promise<T> {
  if (!params.key) return run()
  const requestHash = hashRequest(params.request)
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId: params.userId, key: params.key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (claimed.length === 0) {
    const [first] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, params.userId), eq(idempotencyKeys.key, params.key)))
    if (!first || first.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_CONFLICT')
    return first.response as T
  }
  const result = await run()
  await tx
    .update(idempotencyKeys)
    .set({ response: result as object })
    .where(and(eq(idempotencyKeys.userId, params.userId), eq(idempotencyKeys.key, params.key)))
  return result
}
