import { z } from 'zod'
import { betHistory } from './bet'
import { adminPointLedger, moneyLedger } from './ledger'
import { adminTransactions } from './transaction'

/** `GET /api/admin/archive`: archived rows of one kind, in the shape of that kind's list. */
export const archivedHistory = z.discriminatedUnion('kind', [
  betHistory.extend({ kind: z.literal('bets') }),
  moneyLedger.extend({ kind: z.literal('money') }),
  adminPointLedger.extend({ kind: z.literal('points') }),
  adminTransactions.extend({ kind: z.literal('transactions') }),
])
