import { z } from 'zod'
import { betHistory } from './bet'
import { adminPointLedger, moneyLedger } from './ledger'
import { adminRequests } from './request'

/** `GET /api/admin/archive`: archived rows of one kind, in the shape of that kind's list. */
export const archivedHistory = z.discriminatedUnion('kind', [
  betHistory.extend({ kind: z.literal('bets') }),
  moneyLedger.extend({ kind: z.literal('money') }),
  adminPointLedger.extend({ kind: z.literal('points') }),
  adminRequests.extend({ kind: z.literal('transactions') }),
])
