import type { Executor } from '@pb/db'
import { sql } from 'drizzle-orm'
import type { UseCaseContext } from '../context'

/**
 * Reads in one snapshot, so figures taken by several queries agree with one another. The statistics
 * sum up to millions of rows: their hash joins get the memory to stay off disk, and JIT compilation,
 * which costs more than it saves on queries of this length, is off.
 */
export function readSnapshot<T>(ctx: UseCaseContext, read: (tx: Executor) => Promise<T>): Promise<T> {
  return ctx.db.transaction(
    async (tx) => {
      await tx.execute(sql`set local work_mem = '64MB'`)
      await tx.execute(sql`set local jit = off`)
      return read(tx)
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
