import { type Executor, queryRows } from '@pb/db'
import { sql } from 'drizzle-orm'

/**
 * The highest rolling rate (tenths of a percent) of any branch, among the rates in force on KST day
 * `today` and every change already waiting for a later day (docs/money.md §9): the house pays a
 * stake's whole waterfall, which is the rate of the top branch of its path, and children never pass
 * their parent, so this is the most rolling any stake can cost, now or once the changes apply.
 */
export async function highestRollingRateInForce(executor: Executor, today: string): Promise<number> {
  const [highest] = await queryRows<{ tenths: number | null }>(
    executor,
    sql`select max(r.rolling_rate_tenths) as tenths from org_commission_rates r
        where r.effective_from > ${today}
           or r.effective_from = (select max(c.effective_from) from org_commission_rates c
                                  where c.org_id = r.org_id and c.effective_from <= ${today})`,
  )
  return Number(highest?.tenths ?? 0)
}
