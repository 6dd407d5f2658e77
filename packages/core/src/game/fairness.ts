import { approvals, rounds, seedDays, users } from '@pb/db'
import { kstDateOf } from '@pb/game'
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { selfApprovalInEffect } from '../approvals/self-approval'
import { announcedBeacon } from '../beacon/store'
import type { UseCaseContext } from '../context'
import { toDrawResult } from './draw-result'

const proposer = alias(users, 'proposer')
const approver = alias(users, 'approver')

/** The operator's interventions shown publicly: results it set, re-settlements and voids. */
const publicKinds = ['MANUAL_RESULT', 'RESETTLE', 'ROUND_VOID'] as const

/**
 * The day's anchor and every round of that KST game date whose seed is revealed: the drawn ones with
 * their result and beacon, and the voided ones past their draw time (status VOID, no result; one
 * voided for a late beacon shows the result that beacon would have given), so the chain of seeds has
 * no gap. With them: the beacon draws use (and whether it is independent), whether SUPERs may
 * approve their own changes, and every applied operator intervention of the day with who proposed
 * it, who approved it and why.
 */
export async function fairnessOf(ctx: UseCaseContext, input: { date?: string | undefined }) {
  const gameDate = input.date ?? kstDateOf(ctx.clock.now())
  const [[day], rows, identity, selfApproval] = await Promise.all([
    ctx.db.select({ anchor: seedDays.anchor }).from(seedDays).where(eq(seedDays.gameDate, gameDate)),
    ctx.db
      .select()
      .from(rounds)
      .where(and(eq(rounds.gameDate, gameDate), isNotNull(rounds.seed)))
      .orderBy(rounds.roundNo),
    announcedBeacon(ctx.db),
    selfApprovalInEffect(ctx.db),
  ])
  const interventions = await ctx.db
    .select({
      id: approvals.id,
      kind: approvals.kind,
      roundNo: approvals.roundNo,
      reason: approvals.reason,
      proposedBy: proposer.loginId,
      approvedBy: approver.loginId,
      appliedAt: approvals.appliedAt,
    })
    .from(approvals)
    .innerJoin(rounds, eq(rounds.roundNo, approvals.roundNo))
    .innerJoin(proposer, eq(proposer.id, approvals.proposedBy))
    .innerJoin(approver, eq(approver.id, approvals.decidedBy))
    .where(
      and(
        eq(rounds.gameDate, gameDate),
        eq(approvals.status, 'APPLIED'),
        inArray(approvals.kind, [...publicKinds]),
      ),
    )
    .orderBy(approvals.id)
  return {
    date: gameDate,
    anchor: day?.anchor ?? null,
    beacon: identity && {
      mode: identity.mode,
      independent: identity.mode === 'drand',
      ...identity.chain,
    },
    selfApproval,
    rounds: rows.map((row) => ({
      ...toDrawResult(row),
      voidReason: row.voidReason,
      lateResult: row.lateResult,
    })),
    interventions: interventions.map((row) => ({
      ...row,
      kind: row.kind as (typeof publicKinds)[number],
      roundNo: row.roundNo ?? 0,
      appliedAt: row.appliedAt?.toISOString() ?? null,
    })),
  }
}
