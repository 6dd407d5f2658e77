import { idempotencyKeyHeader } from '../../idempotency-key'
import { adjustment } from '../../responses/wallet'
import type { RoutesOf } from '../../route'

/** Manual balance and point adjustments. */
export const adminWalletsRoutes: RoutesOf<'admin.wallets'>[] = [
  {
    method: 'POST',
    path: '/admin/users/{id}/balance',
    procedure: 'admin.wallets.adjustBalance',
    mayPropose: true,
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
