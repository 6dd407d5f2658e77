import type { RateBook } from './commission-rates'

/** A branch of the subtree a statement is drawn over. */
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
  losingCommission: number
}

const emptyFigures = (): Figures => ({
  deposits: 0,
  withdrawals: 0,
  stakes: 0,
  payouts: 0,
  net: 0,
  rollingCommission: 0,
  losingCommission: 0,
})

/**
 * Every branch's figures over a period, each over its whole subtree, and what each earned as the
 * commission waterfall pays it. On a stake, a branch earns its own rolling rate less the rate of its
 * child on the way down to the member's branch (the member's own branch earns its whole rate), at
 * the rates in force on the day the stake was placed. On net loss (stakes − payouts), the same
 * difference of losing rates, at the rates of the period's first day, on each child's subtree (and
 * the branch's own members) as a whole and only when it is positive. Amounts are floored to the won
 * once per branch and period. The root is the house: it earns nothing.
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
  // Numerators in won × tenths of a percent (rolling) and won × percent (losing).
  const rolling = new Map<number, number>()
  const netByGroup = new Map<number, Map<number | null, number>>()

  for (const day of bets) {
    for (const [branch, child] of upward(day.orgId)) {
      const own = figures.get(branch.id) as Figures
      own.stakes += day.stakes
      own.payouts += day.payouts
      if (branch.parentId === null) continue
      const below = child ? rates.on(child.id, day.day).rollingTenths : 0
      const spread = Math.max(0, rates.on(branch.id, day.day).rollingTenths - below)
      rolling.set(branch.id, (rolling.get(branch.id) ?? 0) + day.stakes * spread)
      const groups = netByGroup.get(branch.id) ?? new Map<number | null, number>()
      const group = child?.id ?? null
      groups.set(group, (groups.get(group) ?? 0) + day.stakes - day.payouts)
      netByGroup.set(branch.id, groups)
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
    let losing = 0
    for (const [group, net] of netByGroup.get(id) ?? []) {
      const below = group === null ? 0 : rates.on(group, firstDay).losingPercent
      losing += Math.max(0, net) * Math.max(0, rates.on(id, firstDay).losingPercent - below)
    }
    own.losingCommission = Math.floor(losing / 100)
  }
  return figures
}
