import type { CommissionInput } from '@pb/contract/inputs/branches'
import { type Executor, orgCommissionRates, orgs } from '@pb/db'
import { asc, eq, inArray } from 'drizzle-orm'
import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError, refusal } from '../errors'
import { assertRollingRate, lockEdgeState } from '../game/house-edge'
import { kstToday } from '../stats/periods'
import { commit } from '../unit-of-work'
import { findOrgInScope, requireAncestor } from './branch-scope'
import { addDays } from './kst-days'

/** A branch's rates as stored: rolling in tenths of a percent, losing in whole percent. */
export interface Rates {
  rollingTenths: number
  losingPercent: number
}

const NO_RATES: Rates = { rollingTenths: 0, losingPercent: 0 }
/** The root is the house: no branch under it may pass the highest rates, and it earns nothing itself. */
const ROOT_RATES: Rates = { rollingTenths: 50, losingPercent: 50 }

/** Every rate change of some branches, to answer which rates were in force on a day. */
export class RateBook {
  private readonly byOrg = new Map<number, { from: string; rates: Rates }[]>()

  constructor(
    rows: { orgId: number; effectiveFrom: string; rollingRateTenths: number; losingRatePercent: number }[],
  ) {
    for (const row of [...rows].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))) {
      const changes = this.byOrg.get(row.orgId) ?? []
      changes.push({
        from: row.effectiveFrom,
        rates: { rollingTenths: row.rollingRateTenths, losingPercent: row.losingRatePercent },
      })
      this.byOrg.set(row.orgId, changes)
    }
  }

  /** The rates in force on KST day `day`; a branch never given any earns nothing. */
  on(orgId: number, day: string): Rates {
    let rates = NO_RATES
    for (const change of this.byOrg.get(orgId) ?? []) {
      if (change.from > day) break
      rates = change.rates
    }
    return rates
  }

  /** The newest rates, in force today or from tomorrow. */
  latest(orgId: number): Rates {
    return this.byOrg.get(orgId)?.at(-1)?.rates ?? NO_RATES
  }

  /** A change waiting for its day, if any. */
  pending(orgId: number, today: string): { from: string; rates: Rates } | null {
    const last = this.byOrg.get(orgId)?.at(-1)
    return last && last.from > today ? last : null
  }
}

export async function rateBookOf(executor: Executor, orgIds: number[]): Promise<RateBook> {
  if (orgIds.length === 0) return new RateBook([])
  return new RateBook(
    await executor
      .select()
      .from(orgCommissionRates)
      .where(inArray(orgCommissionRates.orgId, orgIds))
      .orderBy(asc(orgCommissionRates.effectiveFrom)),
  )
}

/** Rates as the API shows them: percent, rolling with one decimal. */
export const ratesView = (rates: Rates) => ({
  rollingRate: rates.rollingTenths / 10,
  losingRate: rates.losingPercent,
})

/**
 * An ancestor sets a branch's commission plan; it applies from the next KST day, so nothing already
 * earned changes (a second change the same day replaces the first). A child's rates never pass its
 * parent's, from either side: a branch above its parent is RATE_ABOVE_PARENT, below a child
 * RATE_BELOW_CHILD. A rolling rate the house edge has no room for beside the members' points is
 * HOUSE_EDGE (docs/game-rules.md §4). Audited.
 */
export async function setCommission(ctx: UseCaseContext, input: CommissionInput) {
  const actor = requireAdmin(ctx)
  const now = ctx.clock.now()
  const next: Rates = { rollingTenths: Math.round(input.rollingRate * 10), losingPercent: input.losingRate }
  const from = addDays(kstToday(now), 1)
  return commit(ctx, async (tx) => {
    // The house-edge lock, taken before any rate is read, also makes rate changes one at a time: a
    // child raised beside its parent's cut reads the cut (or the cut the raise), so neither passes the other.
    const edge = await lockEdgeState(tx, now)
    const org = await findOrgInScope(tx, actor, input.id, true)
    requireAncestor(actor, org)
    if (org.parentId === null) throw refusal('FORBIDDEN', 'rootHasNoRates')
    const children = await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.parentId, org.id))
    const book = await rateBookOf(tx, [org.id, org.parentId, ...children.map((child) => child.id)])
    const [parent] = await tx.select({ parentId: orgs.parentId }).from(orgs).where(eq(orgs.id, org.parentId))
    const ceiling = parent?.parentId === null ? ROOT_RATES : book.latest(org.parentId)
    if (next.rollingTenths > ceiling.rollingTenths || next.losingPercent > ceiling.losingPercent) {
      throw new DomainError(
        'RATE_ABOVE_PARENT',
        `상위 조직의 요율(롤링 ${ceiling.rollingTenths / 10}%, 루징 ${ceiling.losingPercent}%)보다 높게 설정할 수 없습니다.`,
        { parent: ratesView(ceiling) },
      )
    }
    for (const child of children) {
      const floor = book.latest(child.id)
      if (next.rollingTenths < floor.rollingTenths || next.losingPercent < floor.losingPercent) {
        throw new DomainError(
          'RATE_BELOW_CHILD',
          `하위 조직의 요율(롤링 ${floor.rollingTenths / 10}%, 루징 ${floor.losingPercent}%)보다 낮게 설정할 수 없습니다.`,
          { childId: child.id, child: ratesView(floor) },
        )
      }
    }
    assertRollingRate(edge, next.rollingTenths)
    const before = book.latest(org.id)
    const values = {
      rollingRateTenths: next.rollingTenths,
      losingRatePercent: next.losingPercent,
      setBy: actor.userId,
      setAt: now,
    }
    await tx
      .insert(orgCommissionRates)
      .values({ orgId: org.id, effectiveFrom: from, ...values })
      .onConflictDoUpdate({
        target: [orgCommissionRates.orgId, orgCommissionRates.effectiveFrom],
        set: values,
      })
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'ORG_COMMISSION_SET',
      targetType: 'org',
      targetId: org.id,
      before: ratesView(before),
      after: { ...ratesView(next), from },
      ip: ctx.ip,
    })
    return { id: org.id, ...ratesView(next), effectiveFrom: from }
  })
}
