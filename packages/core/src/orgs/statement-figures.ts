import type { RateBook } from './commission-rates'
import { losingPoolsOf } from './losing-pools'

/** A branch of the tree a statement is counted over. */
export interface Branch {
  id: number
  parentId: number | null
  name: string
  level: number
  path: string
  headUserId: number | null
}

/** A branch's settled stakes and their payouts on one KST day (purchases placed that day). */
export interface DayBets {
  orgId: number
  day: string
  stakes: number
  payouts: number
}

/** A branch's approved top-ups and withdrawals over the period. */
export interface BranchCash {
  orgId: number
  deposits: number
  withdrawals: number
}

export interface Figures {
  deposits: number
  withdrawals: number
  stakes: number
  payouts: number
  net: number
  /** What the branch itself earned. */
  rollingCommission: number
  /** max(0, net): the subtree's net loss, what losing commission is counted on. */
  losingBase: number
  /** What the whole subtree may be paid in losing commission, within its parent's pool. */
  losingPool: number
  /** The part of the pool that went to the children's subtrees. */
  losingToChildren: number
  /** What the branch itself earned: the pool less what went to its children. */
  losingCommission: number
}

const emptyFigures = (): Figures => ({
  deposits: 0,
  withdrawals: 0,
  stakes: 0,
  payouts: 0,
  net: 0,
  rollingCommission: 0,
  losingBase: 0,
  losingPool: 0,
  losingToChildren: 0,
  losingCommission: 0,
})

/**
 * Every branch's figures over a period, each over its whole subtree, and what each earned as
 * commission. On a stake, a branch earns its own rolling rate less the rate of its child on the way
 * down to the member's branch (the member's own branch earns its whole rate), at the rates in force
 * on the day the stake was placed. Losing commission is the subtree's net loss allotted from the
 * root down at the rates of the period's first day (`losingPoolsOf`, docs/money.md §9), so a
 * sibling's wins offset a loss. Amounts are floored to the won once per branch and period. The root
 * is the house: it earns nothing. `branches` is the whole tree: a losing pool depends on every
 * branch above it.
 */
export function figuresOf(
  branches: Branch[],
  bets: DayBets[],
  cash: BranchCash[],
  rates: RateBook,
  firstDay: string,
): Map<number, Figures> {
  const byId = new Map(branches.map((branch) => [branch.id, branch]))
  const figures = new Map(branches.map((branch) => [branch.id, emptyFigures()]))
  /** Each branch and, under it, the child on the way down (null: its own members). */
  const upward = (orgId: number): [Branch, Branch | null][] => {
    const chain: [Branch, Branch | null][] = []
    let child: Branch | null = null
    for (
      let branch = byId.get(orgId);
      branch;
      branch = branch.parentId === null ? undefined : byId.get(branch.parentId)
    ) {
      chain.push([branch, child])
      child = branch
    }
    return chain
  }
  // Numerators in won × tenths of a percent.
  const rolling = new Map<number, number>()

  for (const day of bets) {
    for (const [branch, child] of upward(day.orgId)) {
      const own = figures.get(branch.id) as Figures
      own.stakes += day.stakes
      own.payouts += day.payouts
      if (branch.parentId === null) continue
      const below = child ? rates.on(child.id, day.day).rollingTenths : 0
      const spread = Math.max(0, rates.on(branch.id, day.day).rollingTenths - below)
      rolling.set(branch.id, (rolling.get(branch.id) ?? 0) + day.stakes * spread)
    }
  }
  for (const row of cash) {
    for (const [branch] of upward(row.orgId)) {
      const own = figures.get(branch.id) as Figures
      own.deposits += row.deposits
      own.withdrawals += row.withdrawals
    }
  }
  for (const [id, own] of figures) {
    own.net = own.stakes - own.payouts
    own.rollingCommission = Math.floor((rolling.get(id) ?? 0) / 1000)
  }
  const pools = losingPoolsOf(
    branches,
    (id) => (figures.get(id) as Figures).net,
    (id) => rates.on(id, firstDay).losingPercent,
  )
  for (const [id, pool] of pools) {
    const own = figures.get(id) as Figures
    own.losingBase = pool.base
    own.losingPool = pool.pool
    own.losingToChildren = pool.toChildren
    own.losingCommission = pool.own
  }
  return figures
}
