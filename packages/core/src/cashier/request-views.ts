import { cashRequests, type Executor, orgs, users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'

type CashRequestRow = typeof cashRequests.$inferSelect
type Status = CashRequestRow['status']

const statusNames: Record<Status, string> = { PENDING: '대기', APPROVED: '승인', REJECTED: '거절' }

/** The lower-case types of the API (`topup`, `point_convert`) as stored. */
export const requestTypeOf = {
  topup: 'TOPUP',
  withdrawal: 'WITHDRAWAL',
  point_convert: 'POINT_CONVERT',
} as const

/** A transaction as its member sees it (docs/product.md §3.2). */
export function toMemberRequest(row: CashRequestRow) {
  return {
    id: row.id,
    transactionType: row.type,
    amount: row.amount,
    pointAmount: row.pointAmount,
    statusCode: row.status,
    statusName: statusNames[row.status],
    note: row.note,
    rejectReason: row.rejectReason,
    createdAt: row.requestedAt.toISOString(),
    approvedAt: row.status === 'APPROVED' ? (row.processedAt?.toISOString() ?? null) : null,
    processedAt: row.processedAt?.toISOString() ?? null,
    depositName: row.depositName,
    bankName: row.bankName,
    accountHolder: row.accountHolder,
    accountNumber: row.accountNumber,
  }
}

export type MemberRequest = ReturnType<typeof toMemberRequest>

const approvers = alias(users, 'approvers')

/** Requests with their member and approver, for administrators; callers add the scope to the WHERE. */
export function selectAdminRequests(executor: Executor) {
  return executor
    .select({
      id: cashRequests.id,
      type: cashRequests.type,
      userId: cashRequests.userId,
      loginId: users.loginId,
      name: users.name,
      orgName: orgs.name,
      amount: cashRequests.amount,
      status: cashRequests.status,
      note: cashRequests.note,
      rejectReason: cashRequests.rejectReason,
      requestedAt: cashRequests.requestedAt,
      processedAt: cashRequests.processedAt,
      depositName: cashRequests.depositName,
      bankName: cashRequests.bankName,
      accountNumber: cashRequests.accountNumber,
      accountHolder: cashRequests.accountHolder,
      approverName: approvers.nickname,
    })
    .from(cashRequests)
    .innerJoin(users, eq(users.id, cashRequests.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .leftJoin(approvers, eq(approvers.id, cashRequests.processedBy))
    .$dynamic()
}

type AdminRequestRow = Awaited<ReturnType<ReturnType<typeof selectAdminRequests>['execute']>>[number]

/** A request as administrators see it (docs/product.md §3.2). */
export function toAdminRequest(row: AdminRequestRow) {
  return {
    id: row.id,
    transactionType: row.type,
    userId: row.userId,
    requestedAt: row.requestedAt.toISOString(),
    loginId: row.loginId,
    name: row.name,
    orgName: row.orgName,
    requestAmount: row.amount,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountHolder: row.accountHolder,
    depositName: row.depositName,
    note: row.note,
    statusCode: row.status,
    statusName: statusNames[row.status],
    approverName: row.approverName,
    processedAt: row.processedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
  }
}

export type AdminRequest = ReturnType<typeof toAdminRequest>
