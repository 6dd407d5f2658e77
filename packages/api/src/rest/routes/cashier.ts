import { idempotencyKeyHeader } from '../idempotency-key'
import { pointHistory } from '../responses/ledger'
import { memberTransaction, myTransactions, pointConversion, withdrawal } from '../responses/transaction'
import type { RoutesOf } from '../route'

/** The member's top-ups, withdrawals and point conversions. */
export const cashierRoutes: RoutesOf<'cashier'>[] = [
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
]
