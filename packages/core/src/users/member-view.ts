import type { RoleCode } from '@pb/access'
import { cashRequests, type Executor, orgs, users, wallets } from '@pb/db'
import { eq, sql } from 'drizzle-orm'
import { inHistory } from '../archive'
import { roleNames } from '../roles'

/**
 * What the member's approved requests of one type moved, over their live history only: a pending
 * withdrawal is held, not yet withdrawn, and a settlement's archived requests no longer count.
 */
const approvedSum = (type: 'TOPUP' | 'WITHDRAWAL') => sql<string>`coalesce((
  select sum(${cashRequests.amount}) from ${cashRequests}
  where ${cashRequests.userId} = ${users.id} and ${cashRequests.type} = ${type}
    and ${cashRequests.status} = 'APPROVED'
    and ${inHistory(cashRequests.processedAt, cashRequests.userId)}), 0)`

/** A user as administrators and the user themself see them (docs/product.md §3.1). */
export function selectMembers(executor: Executor) {
  return executor
    .select({
      id: users.id,
      orgId: users.orgId,
      roleCode: users.roleCode,
      loginId: users.loginId,
      nickname: users.nickname,
      name: users.name,
      phone: users.phone,
      email: users.email,
      pointRateTenths: users.pointRateTenths,
      statusCode: users.statusCode,
      lastLoginAt: users.lastLoginAt,
      registeredAt: users.registeredAt,
      orgName: orgs.name,
      orgLevel: orgs.level,
      moneyBal: wallets.money,
      pointBal: wallets.points,
      heldBal: wallets.held,
      totalDeposit: approvedSum('TOPUP'),
      totalWithdrawal: approvedSum('WITHDRAWAL'),
      betBlocked: users.betBlocked,
      selfExcludedUntil: users.selfExcludedUntil,
      bankName: users.bankName,
      accountNumber: users.accountNumber,
      accountHolder: users.accountHolder,
    })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .innerJoin(wallets, eq(wallets.userId, users.id))
    .$dynamic()
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number]

export function toMember(row: MemberRow) {
  const {
    pointRateTenths,
    totalDeposit,
    totalWithdrawal,
    lastLoginAt,
    registeredAt,
    selfExcludedUntil,
    ...rest
  } = row
  const deposit = Number(totalDeposit)
  const withdrawal = Number(totalWithdrawal)
  return {
    ...rest,
    roleName: roleNames[row.roleCode as RoleCode],
    pointRate: pointRateTenths / 10,
    totalDeposit: deposit,
    totalWithdrawal: withdrawal,
    settlement: deposit - withdrawal,
    lastLoginAt: lastLoginAt?.toISOString() ?? null,
    registeredAt: registeredAt.toISOString(),
    /**
     * The end of the member's latest time-out or self-exclusion, past or to come (9999-12-31 is
     * permanent); nobody but the clock ends it.
     */
    selfExcludedUntil: selfExcludedUntil?.toISOString() ?? null,
  }
}

export type Member = ReturnType<typeof toMember>
