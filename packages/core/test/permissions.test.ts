import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { RoleCode } from '@pb/access'
import {
  type Actor,
  adjustBalance,
  adjustBalanceInput,
  adjustPoints,
  adjustPointsInput,
  adminBetsInput,
  adminPointsInput,
  adminStats,
  adminStatsInput,
  archivedHistory,
  archiveEveryone,
  archiveInput,
  archiveListInput,
  archiveMember,
  auditListInput,
  betBlockInput,
  betHistory,
  betHistoryInput,
  changeAdminPassword,
  changePassword,
  convertPoints,
  createMember,
  createMemberInput,
  getSettings,
  listAdminBets,
  listArchives,
  listAudit,
  listMembers,
  listMembersInput,
  listPointLedger,
  listTransactions,
  listTransactionsInput,
  memberDetail,
  memberLedger,
  memberLedgerInput,
  memberPasswordInput,
  myMoneyLedger,
  myProfile,
  myTransactions,
  myTransactionsInput,
  myWallet,
  pendingCounts,
  placeBet,
  placeBetInput,
  pointConvertInput,
  pointHistory,
  pointHistoryInput,
  removeMember,
  requestTopup,
  requestWithdrawal,
  resettleInput,
  resettleRound,
  setBetBlock,
  setManualResult,
  setMemberPassword,
  setMemberPointPassword,
  setTransactionStatus,
  statsAggregate,
  statsAggregateInput,
  topupInput,
  transactionStatusInput,
  type UseCaseContext,
  updateMember,
  updateMemberInput,
  updateOdds,
  updateSettings,
  voidRound,
  withdrawalInput,
} from '@pb/core'
import type { Database } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { ADMIN_PASSWORD, actorOf, contextOf, createSeededDb } from './support'

let database: Database
const actors = new Map<RoleCode, Actor>()
let memberId = 0

beforeAll(async () => {
  database = await createSeededDb()
  actors.set('SUPER', await actorOf(database, 'admin', ADMIN_PASSWORD))
  actors.set('HQ', await actorOf(database, 'hq1'))
  actors.set('AGENCY', await actorOf(database, 'agency1'))
  actors.set('SHOP', await actorOf(database, 'shop1'))
  actors.set('MEMBER', await actorOf(database, 'member1'))
  memberId = actors.get('MEMBER')?.userId ?? 0
}, 60_000)
afterAll(() => database.close())

/** What a call answered: the refusal code, or OK. Any other failure (not found, out of range) came after the permission check. */
async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call
    return 'OK'
  } catch (error) {
    const code = (error as { code?: string }).code
    return code === 'FORBIDDEN' || code === 'UNAUTHORIZED' ? code : 'PERMITTED'
  }
}

let created = 0
const administratorUseCases: [string, RoleCode, (ctx: UseCaseContext) => Promise<unknown>][] = [
  ['listMembers', 'SHOP', (ctx) => listMembers(ctx, listMembersInput.parse({}))],
  ['memberDetail', 'SHOP', (ctx) => memberDetail(ctx, { id: memberId })],
  ['memberLedger', 'SHOP', (ctx) => memberLedger(ctx, memberLedgerInput.parse({ id: memberId }))],
  [
    'createMember',
    'SHOP',
    (ctx) =>
      createMember(
        ctx,
        createMemberInput.parse({
          loginId: `perm${++created}`,
          password: 'pass1234',
          bankName: '은행',
          accountNumber: '1',
          accountHolder: '예금주',
        }),
      ),
  ],
  [
    'adjustBalance',
    'SHOP',
    (ctx) => adjustBalance(ctx, adjustBalanceInput.parse({ id: memberId, amount: 1 })),
  ],
  ['adjustPoints', 'SHOP', (ctx) => adjustPoints(ctx, adjustPointsInput.parse({ id: memberId, amount: 1 }))],
  [
    'setTransactionStatus',
    'SHOP',
    (ctx) =>
      setTransactionStatus(
        ctx,
        transactionStatusInput.parse({ type: 'topup', id: 999_999, action: 'approve' }),
      ),
  ],
  [
    'listTransactions',
    'SHOP',
    (ctx) => listTransactions(ctx, listTransactionsInput.parse({ type: 'topup' })),
  ],
  ['pendingCounts', 'SHOP', (ctx) => pendingCounts(ctx)],
  ['listPointLedger', 'SHOP', (ctx) => listPointLedger(ctx, adminPointsInput.parse({}))],
  ['getSettings', 'SHOP', (ctx) => getSettings(ctx)],
  ['updateSettings', 'SUPER', (ctx) => updateSettings(ctx, { pointConvertPasswordRequired: false })],
  [
    'updateOdds',
    'SUPER',
    (ctx) => updateOdds(ctx, { marketCode: 'PB_ODD_EVEN', selectionCode: 'PB_ODD', odds: 1.93 }),
  ],
  // Round 1 is long gone: a permitted call is refused as out of range, after its permission check.
  [
    'setManualResult',
    'SUPER',
    (ctx) =>
      setManualResult(
        ctx,
        { roundNo: 1, normalBalls: [1, 2, 3, 4, 5], powerBall: 0 },
        { proposedBy: 1, reason: '권한 검사' },
      ),
  ],
  ['voidRound', 'SUPER', (ctx) => voidRound(ctx, { roundNo: 1, reason: '점검' })],
  ['archiveMember', 'SHOP', (ctx) => archiveMember(ctx, { id: memberId })],
  // Without confirmation a permitted call is refused as CONFIRMATION_REQUIRED, after its permission check.
  ['archiveEveryone', 'SUPER', (ctx) => archiveEveryone(ctx, {})],
  ['archivedHistory', 'SUPER', (ctx) => archivedHistory(ctx, archiveInput.parse({}))],
  ['listArchives', 'SUPER', (ctx) => listArchives(ctx, archiveListInput.parse({}))],
  // No user 999999: a permitted call is refused as not found, after its permission check.
  [
    'updateMember',
    'SHOP',
    (ctx) => updateMember(ctx, updateMemberInput.parse({ id: 999_999, nickname: '닉' })),
  ],
  ['removeMember', 'SHOP', (ctx) => removeMember(ctx, { id: 999_999 })],
  [
    'setMemberPassword',
    'SHOP',
    (ctx) => setMemberPassword(ctx, memberPasswordInput.parse({ id: 999_999, password: 'pass1234' })),
  ],
  [
    'setMemberPointPassword',
    'SHOP',
    (ctx) => setMemberPointPassword(ctx, memberPasswordInput.parse({ id: 999_999, password: '1234' })),
  ],
  ['setBetBlock', 'SHOP', (ctx) => setBetBlock(ctx, betBlockInput.parse({ id: 999_999, betBlocked: 1 }))],
  // A wrong current password is refused after the permission check.
  [
    'changeAdminPassword',
    'SHOP',
    (ctx) => changeAdminPassword(ctx, { currentPassword: 'wrong', newPassword: 'whatever' }),
  ],
  // Round 1 never ran: a permitted call is refused as not found, after its permission check.
  [
    'resettleRound',
    'SUPER',
    (ctx) =>
      resettleRound(
        ctx,
        resettleInput.parse({
          roundNo: 1,
          timeRange: { start: '2020-01-01 00:00', end: '2020-01-01 00:05' },
          newResult: { normalBalls: [1, 2, 3, 4, 5], powerBall: 0 },
        }),
        { proposedBy: 1, reason: '권한 검사' },
      ),
  ],
  ['listAudit', 'SHOP', (ctx) => listAudit(ctx, auditListInput.parse({}))],
  ['listAdminBets', 'SHOP', (ctx) => listAdminBets(ctx, adminBetsInput.parse({}))],
  ['adminStats', 'SHOP', (ctx) => adminStats(ctx, adminStatsInput.parse({}))],
  ['statsAggregate', 'SHOP', (ctx) => statsAggregate(ctx, statsAggregateInput.parse({}))],
  [
    'statsAggregate by member',
    'SHOP',
    (ctx) => statsAggregate(ctx, statsAggregateInput.parse({ groupBy: 'member' })),
  ],
]

const memberUseCases: [string, (ctx: UseCaseContext) => Promise<unknown>][] = [
  [
    'placeBet',
    (ctx) => placeBet(ctx, placeBetInput.parse({ items: [{ selectionCode: 'PB_ODD', stake: 1_000 }] })),
  ],
  ['betHistory', (ctx) => betHistory(ctx, betHistoryInput.parse({}))],
  ['requestTopup', (ctx) => requestTopup(ctx, topupInput.parse({ amount: 10_000 }))],
  ['requestWithdrawal', (ctx) => requestWithdrawal(ctx, withdrawalInput.parse({ amount: 10_000 }))],
  ['convertPoints', (ctx) => convertPoints(ctx, pointConvertInput.parse({ pointAmount: 1 }))],
  ['myTransactions', (ctx) => myTransactions(ctx, myTransactionsInput.parse({}))],
  ['pointHistory', (ctx) => pointHistory(ctx, pointHistoryInput.parse({}))],
  ['myWallet', (ctx) => myWallet(ctx)],
  ['myMoneyLedger', (ctx) => myMoneyLedger(ctx, { page: 1, limit: 10 })],
  ['myProfile', (ctx) => myProfile(ctx)],
  ['changePassword', (ctx) => changePassword(ctx, { currentPassword: 'wrong', newPassword: 'whatever' })],
]

const roles: RoleCode[] = ['SUPER', 'HQ', 'AGENCY', 'SHOP', 'MEMBER']
const rank = (role: RoleCode) => roles.length - roles.indexOf(role)

describe(`every use case checks its own permission, on ${testDriver}`, () => {
  for (const [name, minRole, call] of administratorUseCases) {
    test(`${name}: ${minRole} and above; nobody signed in, members and lower roles are refused`, async () => {
      expect(await outcome(call(contextOf(database, null)))).toBe('UNAUTHORIZED')
      for (const role of roles) {
        const actor = actors.get(role) as Actor
        const expected = role !== 'MEMBER' && rank(role) >= rank(minRole) ? 'allowed' : 'FORBIDDEN'
        const answer = await outcome(call(contextOf(database, actor)))
        expect(`${role}: ${answer === 'OK' || answer === 'PERMITTED' ? 'allowed' : answer}`).toBe(
          `${role}: ${expected}`,
        )
      }
      // An administrator's token from the member area is not an administrator.
      const hqInMemberArea = { ...(actors.get('HQ') as Actor), area: 'member' as const }
      expect(await outcome(call(contextOf(database, hqInMemberArea)))).toBe('FORBIDDEN')
    })
  }

  for (const [name, call] of memberUseCases) {
    test(`${name}: members only`, async () => {
      expect(await outcome(call(contextOf(database, null)))).toBe('UNAUTHORIZED')
      for (const role of roles) {
        const answer = await outcome(call(contextOf(database, actors.get(role) as Actor)))
        expect(`${role}: ${answer === 'FORBIDDEN' ? 'refused' : 'allowed'}`).toBe(
          `${role}: ${role === 'MEMBER' ? 'allowed' : 'refused'}`,
        )
      }
    })
  }
})
