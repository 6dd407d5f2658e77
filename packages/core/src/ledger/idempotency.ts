import { createHash } from 'node:crypto'
import { type Executor, idempotencyKeys, preparedRows } from '@pb/db'
import { and, eq, sql } from 'drizzle-orm'
import { DomainError } from '../errors'

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

/** A money-moving call that carries an Idempotency-Key, among many handled in one transaction. */
export interface KeyedCall {
  userId: number
  key: string
  request: unknown
}

/** What a key says of its call: run it (the key is now held), replay a first answer, or a conflict. */
export type KeyStanding = { run: true } | { run: false; replay: unknown } | { run: false; conflict: true }

/**
 * `onceForKey` for many calls of one transaction (their keys distinct): every key is claimed in
 * (user, key) order, so two transactions claiming crossing keys wait instead of deadlocking, and a
 * twin in flight elsewhere is waited for. A held key must be finished with `finishKeys`.
 */
export async function claimKeys(tx: Executor, calls: KeyedCall[]): Promise<KeyStanding[]> {
  if (calls.length === 0) return []
  const wanted = JSON.stringify(
    calls.map((call) => ({ userId: call.userId, key: call.key, hash: hashRequest(call.request) })),
  )
  const [claimed, stored] = await Promise.all([
    preparedRows<{ user_id: number; key: string }>(
      tx,
      sql`insert into idempotency_keys (user_id, key, request_hash)
        select "userId", key, hash from jsonb_to_recordset(${wanted}::jsonb) as c("userId" int, key text, hash text)
        order by "userId", key
        on conflict do nothing returning user_id, key`,
    ),
    preparedRows<{ user_id: number; key: string; request_hash: string; response: unknown }>(
      tx,
      sql`select k.user_id, k.key, k.request_hash, k.response from idempotency_keys k
        join jsonb_to_recordset(${wanted}::jsonb) as c("userId" int, key text)
          on k.user_id = c."userId" and k.key = c.key`,
    ),
  ])
  const id = (userId: number, key: string) => `${userId}:${key}`
  const held = new Set(claimed.map((row) => id(row.user_id, row.key)))
  const first = new Map(stored.map((row) => [id(row.user_id, row.key), row]))
  return calls.map((call): KeyStanding => {
    if (held.has(id(call.userId, call.key))) return { run: true }
    const row = first.get(id(call.userId, call.key))
    if (!row || row.response === null || row.request_hash !== hashRequest(call.request)) {
      return { run: false, conflict: true }
    }
    return { run: false, replay: row.response }
  })
}

/** Stores the answers of held keys whose calls succeeded and lets go of those whose calls were refused. */
export async function finishKeys(
  tx: Executor,
  outcome: { answered: { userId: number; key: string; response: unknown }[]; refused: KeyedCall[] },
): Promise<void> {
  await Promise.all([
    outcome.answered.length > 0 &&
      preparedRows(
        tx,
        sql`update idempotency_keys k set response = a.response
        from jsonb_to_recordset(${JSON.stringify(outcome.answered)}::jsonb)
          as a("userId" int, key text, response jsonb)
        where k.user_id = a."userId" and k.key = a.key`,
      ),
    outcome.refused.length > 0 &&
      preparedRows(
        tx,
        sql`delete from idempotency_keys k
        using jsonb_to_recordset(${JSON.stringify(outcome.refused.map(({ userId, key }) => ({ userId, key })))}::jsonb)
          as r("userId" int, key text)
        where k.user_id = r."userId" and k.key = r.key`,
      ),
  ])
}
