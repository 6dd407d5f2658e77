import { cashTransactions, type Executor, orgs, users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'

type CashTransactionRow = typeof cashTransactions.$inferSelect
type Status = CashTransactionRow['status']

const statusNames: Record<Status, string> = { PENDING: '대기', APPROVED: '승인', REJECTED: '거절' }

/** The lower-case types of the API (`topup`, `point_convert`) as stored. */
export const transactionTypeOf = {
  topup: 'TOPUP',
  withdrawal: 'WITHDRAWAL',
  point_convert: 'POINT_CONVERT',
} as const

/** A transaction as its member sees it (docs/product.md §3.2). */
export function toMemberTransaction(row: CashTransactionRow) {
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

export type MemberTransaction = ReturnType<typeof toMemberTransaction>

const approvers = alias(users, 'approvers')

/** Requests with their member and approver, for administrators; callers add the scope to the WHERE. */
export function selectAdminTransactions(executor: Executor) {
  return executor
    .select({
      id: cashTransactions.id,
      type: cashTransactions.type,
      userId: cashTransactions.userId,
      loginId: users.loginId,
      name: users.name,
      orgName: orgs.name,
      amount: cashTransactions.amount,
      status: cashTransactions.status,
      note: cashTransactions.note,
      rejectReason: cashTransactions.rejectReason,
      requestedAt: cashTransactions.requestedAt,
      processedAt: cashTransactions.processedAt,
      depositName: cashTransactions.depositName,
      bankName: cashTransactions.bankName,
      accountNumber: cashTransactions.accountNumber,
      accountHolder: cashTransactions.accountHolder,
      approverName: approvers.nickname,
    })
    .from(cashTransactions)
    .innerJoin(users, eq(users.id, cashTransactions.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .leftJoin(approvers, eq(approvers.id, cashTransactions.processedBy))
    .$dynamic()
}

type AdminTransactionRow = Awaited<ReturnType<ReturnType<typeof selectAdminTransactions>['execute']>>[number]

/** A request as administrators see it (docs/product.md §3.2). */
export function toAdminTransaction(row: AdminTransactionRow) {
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

export type AdminTransaction = ReturnType<typeof toAdminTransaction>
