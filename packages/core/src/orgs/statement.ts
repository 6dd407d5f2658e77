import type { StatementInput } from '@pb/contract/inputs/branches'
import { commissionCloses, commissionStatements, type Executor } from '@pb/db'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { findOrgInScope } from './branch-scope'
import { type RateBook, rateBookOf, ratesView } from './commission-rates'
import { daysOf } from './kst-days'
import { levelName, type OrgLevel } from './levels'
import {
  branchesUnder,
  cashUnder,
  dayBetsUnder,
  type MemberFigures,
  memberFiguresUnder,
} from './statement-data'
import { type Branch, type DayBets, type Figures, figuresOf } from './statement-figures'

/** A branch's line of a statement: its subtree's figures and what the branch itself earned. */
interface BranchStatement extends Figures {
  orgId: number
  name: string
  level: OrgLevel
  start: string
  end: string
  /**
   * What earlier closed periods still owe (+) or overpaid (−) the branch: a re-settlement that
   * changed a closed period, or commission a branch without a head could not be paid.
   */
  adjustments: number
}

export interface Statement extends BranchStatement {
  /** The rates in force on the first day. */
  rates: { rollingRate: number; losingRate: number }
  /** Set when this exact period was closed: the statement as it was closed, and what was paid. */
  closed: { id: number; closedAt: string; closedBy: number; paid: number; paidTo: number | null } | null
  children: BranchStatement[]
  /** The branch's own members (the purchases and requests made in it). */
  members: Omit<MemberFigures, 'orgId'>[]
  /** The subtree's settled stakes and payouts per KST day, for the chart. */
  days: { day: string; stakes: number; payouts: number; net: number }[]
}

/** Bets grouped by day, so one period's days are found without scanning the rest. */
function byDay(bets: DayBets[]): Map<string, DayBets[]> {
  const days = new Map<string, DayBets[]>()
  for (const row of bets) days.set(row.day, [...(days.get(row.day) ?? []), row])
  return days
}

/**
 * What every closed period owes each branch now, less what its close paid: recomputed from the bets
 * as they stand (a re-settlement may have changed them), at the rates of the time, for the branches
 * `ids`. Counted over the whole tree at `rootPath`, as the close counted it.
 */
async function pendingAdjustments(
  executor: Executor,
  rootPath: string,
  tree: Branch[],
  ids: Set<number>,
  rates: RateBook,
): Promise<Map<number, number>> {
  const pending = new Map<number, number>()
  const closes = await executor.select().from(commissionCloses)
  if (closes.length === 0) return pending
  const paid = await executor
    .select({ orgId: commissionStatements.orgId, paid: sql<string>`sum(${commissionStatements.paid})` })
    .from(commissionStatements)
    .where(inArray(commissionStatements.orgId, [...ids]))
    .groupBy(commissionStatements.orgId)
  for (const row of paid) pending.set(row.orgId, -Number(row.paid))
  const first = closes.map((close) => close.startDate).sort()[0] ?? ''
  const last =
    closes
      .map((close) => close.endDate)
      .sort()
      .at(-1) ?? ''
  const days = byDay(await dayBetsUnder(executor, rootPath, first, last))
  for (const close of closes) {
    const bets = daysOf(close.startDate, close.endDate).flatMap((day) => days.get(day) ?? [])
    for (const [id, owed] of figuresOf(tree, bets, [], rates, close.startDate)) {
      if (!ids.has(id)) continue
      pending.set(id, (pending.get(id) ?? 0) + owed.rollingCommission + owed.losingCommission)
    }
  }
  return pending
}

/** The path of the root above the branch at `path` ('/1/5/9/' → '/1/'). */
const rootPathOf = (path: string) => path.slice(0, path.indexOf('/', 1) + 1)

/**
 * Every branch's statement of the subtree at `path` over KST days `start` … `end`, as it reads now.
 * The figures are counted over the whole tree: a branch's losing pool depends on the branches
 * above and beside it (docs/money.md §9).
 */
export async function draftStatements(
  executor: Executor,
  path: string,
  start: string,
  end: string,
): Promise<Map<number, Statement>> {
  const rootPath = rootPathOf(path)
  const tree = await branchesUnder(executor, rootPath)
  const branches = tree.filter((branch) => branch.path.startsWith(path))
  const ids = new Set(branches.map((branch) => branch.id))
  const [rates, treeBets, cash, members] = await Promise.all([
    rateBookOf(
      executor,
      tree.map((branch) => branch.id),
    ),
    dayBetsUnder(executor, rootPath, start, end),
    cashUnder(executor, path, start, end),
    memberFiguresUnder(executor, path, start, end),
  ])
  const figures = figuresOf(tree, treeBets, cash, rates, start)
  const pending = await pendingAdjustments(executor, rootPath, tree, ids, rates)
  const lineOf = (branch: Branch): BranchStatement => ({
    orgId: branch.id,
    name: branch.name,
    level: levelName(branch.level),
    start,
    end,
    ...(figures.get(branch.id) as Figures),
    adjustments: pending.get(branch.id) ?? 0,
  })
  // Only the subtree's branches: a day's bets count up to the branch at `path` and no further.
  const byId = new Map(branches.map((branch) => [branch.id, branch]))
  const dayTotals = new Map(branches.map((branch) => [branch.id, new Map<string, DayBets>()]))
  for (const row of treeBets) {
    for (let branch = byId.get(row.orgId); branch; branch = byId.get(branch.parentId ?? -1)) {
      const totals = dayTotals.get(branch.id) as Map<string, DayBets>
      const sum = totals.get(row.day) ?? { orgId: branch.id, day: row.day, stakes: 0, payouts: 0 }
      sum.stakes += row.stakes
      sum.payouts += row.payouts
      totals.set(row.day, sum)
    }
  }
  return new Map(
    branches.map((branch) => [
      branch.id,
      {
        ...lineOf(branch),
        rates: ratesView(rates.on(branch.id, start)),
        closed: null,
        children: branches.filter((child) => child.parentId === branch.id).map(lineOf),
        members: members.filter((member) => member.orgId === branch.id).map(({ orgId: _, ...rest }) => rest),
        days: daysOf(start, end).map((day) => {
          const sum = dayTotals.get(branch.id)?.get(day)
          const stakes = sum?.stakes ?? 0
          const payouts = sum?.payouts ?? 0
          return { day, stakes, payouts, net: stakes - payouts }
        }),
      },
    ]),
  )
}

/**
 * A line kept by a close made before losing commission was netted (docs/money.md §9) has no netting
 * figures: its losing commission was its own, on its own base, with nothing passed to children.
 */
function withNettingFigures<Line extends BranchStatement>(line: Line): Line {
  if (line.losingPool !== undefined) return line
  return {
    ...line,
    losingBase: Math.max(0, line.net),
    losingPool: line.losingCommission,
    losingToChildren: 0,
  }
}

/**
 * A branch's statement (GET /admin/orgs/{id}/statement) for its whole subtree: the statement as it
 * was closed when this exact period was, else as it reads now. A branch outside the actor's subtree
 * is not found.
 */
export async function orgStatement(ctx: UseCaseContext, input: StatementInput): Promise<Statement> {
  const actor = requireAdmin(ctx)
  const org = await findOrgInScope(ctx.db, actor, input.id)
  const [kept] = await ctx.db
    .select({ close: commissionCloses, line: commissionStatements })
    .from(commissionCloses)
    .innerJoin(commissionStatements, eq(commissionStatements.closeId, commissionCloses.id))
    .where(
      and(
        eq(commissionCloses.startDate, input.start),
        eq(commissionCloses.endDate, input.end),
        eq(commissionStatements.orgId, org.id),
      ),
    )
  if (kept) {
    const statement = kept.line.statement as Statement
    return {
      ...withNettingFigures(statement),
      children: statement.children.map(withNettingFigures),
      closed: {
        id: kept.close.id,
        closedAt: kept.close.closedAt.toISOString(),
        closedBy: kept.close.closedBy,
        paid: kept.line.paid,
        paidTo: kept.line.paidTo,
      },
    }
  }
  const drafts = await draftStatements(ctx.db, org.path, input.start, input.end)
  return drafts.get(org.id) as Statement
}
