import type { CashierRequestType } from '../../../trpc/types'

/** The address segment of each request type's console views (`/admin/cashier/live-topups`, `/admin/cashier/topups`). */
export const requestTypeOfSegment = {
  topups: 'topup',
  withdrawals: 'withdrawal',
} as const satisfies Record<string, CashierRequestType>

export type RequestSegment = keyof typeof requestTypeOfSegment

export function isRequestSegment(segment: string): segment is RequestSegment {
  return Object.hasOwn(requestTypeOfSegment, segment)
}
