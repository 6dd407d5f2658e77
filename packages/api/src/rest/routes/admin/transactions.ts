import { idempotencyKeyHeader } from '../../idempotency-key'
import { adminTransaction, adminTransactions } from '../../responses/transaction'
import type { RoutesOf } from '../../route'

/** Top-up and withdrawal requests: the queue, its counts and their processing. */
export const adminTransactionsRoutes: RoutesOf<'admin.transactions'>[] = [
  {
    method: 'GET',
    path: '/admin/transactions/pending-counts',
    procedure: 'admin.transactions.pendingCounts',
    summary: '대기 중인 충전·출금 신청 수',
  },
  {
    method: 'GET',
    path: '/admin/transactions/{type}',
    procedure: 'admin.transactions.list',
    summary: '충전·출금 신청 목록 (type: topup | withdrawal)',
    response: adminTransactions,
  },
  {
    method: 'PUT',
    path: '/admin/transactions/{type}/{id}/status',
    procedure: 'admin.transactions.setStatus',
    mayPropose: true,
    summary: '충전·출금 승인 또는 거절 (거절은 사유 필수)',
    extraInput: idempotencyKeyHeader,
    response: adminTransaction,
  },
]
