import { moneyLedgerTypes, pointLedgerTypes } from '@pb/db'
import { z } from 'zod'
import { instant, int, paged } from './shared'

const sign = z.number().describe('1 들어옴, -1 나감')

/** `GET /api/users/ledger`: the member's money ledger, newest first. */
export const moneyLedger = paged(
  z.strictObject({
    id: int(),
    userId: int(),
    ledgerType: z.enum(moneyLedgerTypes),
    amount: int().describe('금액의 크기; 방향은 sign'),
    sign,
    occurredAt: instant(),
    moneyBalAfter: int(),
    refType: z.string().nullable(),
    refId: z.string().nullable(),
    note: z.string(),
  }),
)
/** `GET /api/admin/users/{id}/ledger` answers one member's ledger in the same shape. */

/** `GET /api/users/points`: the member's point history, newest first. */
export const pointHistory = paged(
  z.strictObject({
    id: int(),
    date: z.iso.date().describe('한국 시각의 날짜'),
    time: z.iso.time().describe('한국 시각'),
    type: z.enum(['earn', 'use']),
    amount: int().describe('포인트의 크기; 방향은 sign'),
    sign,
    description: z.string(),
    ledgerType: z.enum(pointLedgerTypes),
    pointBalAfter: int(),
    occurredAt: instant(),
    note: z.string(),
    refType: z.string().nullable(),
    refId: z.string().nullable(),
  }),
)

/** `GET /api/admin/points`: point ledger entries of the users the administrator manages. */
export const adminPointLedger = paged(
  z.strictObject({
    id: int(),
    userId: int(),
    loginId: z.string(),
    occurredAt: instant(),
    ledgerType: z.enum(pointLedgerTypes),
    typeName: z.string(),
    amount: int().describe('부호 있는 포인트'),
    pointBalAfter: int(),
    note: z.string(),
    description: z.string(),
  }),
)
