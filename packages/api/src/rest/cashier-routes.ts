import { adminPointLedger, pointHistory } from './responses/ledger'
import {
  adminTransaction,
  adminTransactions,
  memberTransaction,
  myTransactions,
  pointConversion,
  withdrawal,
} from './responses/transaction'
import { adjustment } from './responses/wallet'
import type { RestRequest, RestRoute } from './routes'

/** A money-moving call takes its Idempotency-Key from the header, over one in the body. */
export function idempotencyKeyHeader({ headers }: RestRequest): { idempotencyKey?: string } {
  const key = headers.get('idempotency-key')
  return key === null ? {} : { idempotencyKey: key }
}

/** Top-ups, withdrawals, point conversion and their administration (spec §7). */
export const cashierRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/transactions/topup',
    procedure: 'cashier.topup',
    summary: '충전 신청 (승인 후 지급)',
    status: 201,
    extraInput: idempotencyKeyHeader,
    response: memberTransaction,
  },
  {
    method: 'POST',
    path: '/transactions/withdrawal',
    procedure: 'cashier.withdraw',
    summary: '출금 신청 (신청 즉시 보류)',
    status: 201,
    extraInput: idempotencyKeyHeader,
    response: withdrawal,
  },
  {
    method: 'POST',
    path: '/transactions/point-convert',
    procedure: 'cashier.convertPoints',
    summary: '포인트 머니 전환 (1P = 1원)',
    extraInput: idempotencyKeyHeader,
    response: pointConversion,
  },
  {
    method: 'GET',
    path: '/transactions/my-transactions',
    procedure: 'cashier.myTransactions',
    summary: '나의 충전·출금·전환 내역',
    response: myTransactions,
  },
  {
    method: 'GET',
    path: '/users/points',
    procedure: 'cashier.pointHistory',
    summary: '포인트 내역',
    response: pointHistory,
  },
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
    summary: '충전·출금 승인 또는 거절 (거절은 사유 필수)',
    extraInput: idempotencyKeyHeader,
    response: adminTransaction,
  },
  {
    method: 'GET',
    path: '/admin/points',
    procedure: 'admin.points.list',
    summary: '포인트 내역 조회',
    response: adminPointLedger,
  },
  {
    method: 'POST',
    path: '/admin/users/{id}/balance',
    procedure: 'admin.wallets.adjustBalance',
    summary: '머니 지급·회수 (음수는 회수)',
    extraInput: idempotencyKeyHeader,
    response: adjustment,
  },
  {
    method: 'POST',
    path: '/admin/users/{id}/points',
    procedure: 'admin.wallets.adjustPoints',
    summary: '포인트 지급·회수 (음수는 회수)',
    extraInput: idempotencyKeyHeader,
    response: adjustment,
  },
]
