import { type Executor, eventOutbox, passwordAttempts, queryRows, sessionTokens } from '@pb/db'
import { and, eq, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { OUTBOX_RETENTION } from '../events/outbox'
import { attemptLimits } from './password-attempts'

/** Rows per statement, so that no delete holds its locks for long; a backlog goes over later passes. */
const BATCH = 5_000
const MAX_BATCHES = 20

/** Deletes the rows of `table` that `spent` selects, a batch at a time. Answers how many went. */
async function deleteInBatches(executor: Executor, table: PgTable, id: PgColumn, spent: SQL | undefined) {
  let total = 0
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const [row] = await queryRows<{ gone: number }>(
      executor,
      sql`with gone as (
            delete from ${table} where ${id} in (select ${id} from ${table} where ${spent} limit ${BATCH})
            returning 1
          )
          select count(*)::int as gone from gone`,
    )
    const gone = Number(row?.gone)
    total += gone
    if (gone < BATCH) break
  }
  return total
}

/**
 * Deletes rows nothing reads any more: password attempts (sign-ins, codes, known devices) older than
 * the window of the sign-in limits, event tickets once used or expired, and outbox runs past their
 * retention (measured on the database's clock, which wrote them).
 */
export async function pruneSpentRows(executor: Executor, now: Date) {
  const windowStart = new Date(now.getTime() - attemptLimits.windowMs)
  return {
    passwordAttempts: await deleteInBatches(
      executor,
      passwordAttempts,
      passwordAttempts.id,
      lte(passwordAttempts.createdAt, windowStart),
    ),
    eventTickets: await deleteInBatches(
      executor,
      sessionTokens,
      sessionTokens.id,
      and(
        eq(sessionTokens.kind, 'ticket'),
        or(lte(sessionTokens.expiresAt, now), isNotNull(sessionTokens.usedAt)),
      ),
    ),
    eventRuns: await deleteInBatches(
      executor,
      eventOutbox,
      eventOutbox.lastId,
      lte(eventOutbox.createdAt, sql`now() - ${OUTBOX_RETENTION}`),
    ),
  }
}
