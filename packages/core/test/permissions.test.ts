import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mayPerform, type Permission, type RoleCode } from '@pb/access'
import {
  adjustBalanceInput,
  adjustPointsInput,
  adminPointsInput,
  listRequestsInput,
  myRequestsInput,
  pointConvertInput,
  pointHistoryInput,
  requestStatusInput,
  topupInput,
  withdrawalInput,
} from '@pb/contract/inputs/cashier'
import {
  betBlockInput,
  createMemberInput,
  listMembersInput,
  memberLedgerInput,
  memberPasswordInput,
  updateMemberInput,
} from '@pb/contract/inputs/members'
import { auditListInput, listAudit } from '@pb/core/audit-list'
import type { Actor } from '@pb/core/auth/actor'
import { listAdminBets } from '@pb/core/betting/admin-bets'
import { betHistory } from '@pb/core/betting/history'
import { placeBet } from '@pb/core/betting/place-bet'
import { adminBetsInput, betHistoryInput, placeBetInput } from '@pb/core/betting/schemas'
import { adjustBalance, adjustPoints } from '@pb/core/cashier/adjust'
import { convertPoints } from '@pb/core/cashier/convert-points'
import { listPointLedger, pointHistory } from '@pb/core/cashier/point-history'
import { listRequests, myRequests, pendingCounts } from '@pb/core/cashier/request-lists'
import { requestTopup, requestWithdrawal } from '@pb/core/cashier/requests'
import { setRequestStatus } from '@pb/core/cashier/set-request-status'
import type { UseCaseContext } from '@pb/core/context'
import { setManualResult } from '@pb/core/game/manual-result'
import { updateOdds } from '@pb/core/game/odds'
import { resettleRound } from '@pb/core/game/resettle-round'
import { resettleInput } from '@pb/core/game/schemas'
import { voidRound } from '@pb/core/game/void-round'
import { archiveEveryone } from '@pb/core/history-archive/archive-everyone'
import { listArchives } from '@pb/core/history-archive/archive-list'
import { archiveMember } from '@pb/core/history-archive/archive-member'
import { archivedHistory } from '@pb/core/history-archive/archived-history'
import { archiveInput, archiveListInput } from '@pb/core/history-archive/schemas'
import { getSettings, updateSettings } from '@pb/core/operator-settings'
import { adminStats } from '@pb/core/stats/admin-stats'
import { statsAggregate } from '@pb/core/stats/aggregate'
import { adminStatsInput, statsAggregateInput } from '@pb/core/stats/schemas'
import { setBetBlock } from '@pb/core/users/bet-block'
import { changeAdminPassword, changePassword } from '@pb/core/users/change-password'
import { createMember } from '@pb/core/users/create-member'
import { listMembers } from '@pb/core/users/list-members'
import { memberDetail } from '@pb/core/users/member-detail'
import { memberLedger } from '@pb/core/users/member-ledger'
import { setMemberPassword, setMemberPointPassword } from '@pb/core/users/member-passwords'
import { myProfile } from '@pb/core/users/profile'
import { removeMember } from '@pb/core/users/remove-member'
import { updateMember } from '@pb/core/users/update-member'
import { myMoneyLedger } from '@pb/core/wallet/my-money-ledger'
import { myWallet } from '@pb/core/wallet/my-wallet'
import type { Database } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { ADMIN_PASSWORD, actorOf, contextOf, createSeededDb, granting } from './support'

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
/** Each administrator use case with the permission its procedure declares and grants it. */
const administratorUseCases: [string, Permission, (ctx: UseCaseContext) => Promise<unknown>][] = [
  ['listMembers', 'members.view', (ctx) => listMembers(ctx, listMembersInput.parse({}))],
  ['memberDetail', 'members.view', (ctx) => memberDetail(ctx, { id: memberId })],
  ['memberLedger', 'members.view', (ctx) => memberLedger(ctx, memberLedgerInput.parse({ id: memberId }))],
  [
    'createMember',
    'members.manage',
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
    'wallets.adjust',
    (ctx) => adjustBalance(ctx, adjustBalanceInput.parse({ id: memberId, amount: 1 })),
  ],
  [
    'adjustPoints',
    'wallets.adjust',
    (ctx) => adjustPoints(ctx, adjustPointsInput.parse({ id: memberId, amount: 1 })),
  ],
  [
    'setRequestStatus',
    'cashier.decide',
    (ctx) =>
      setRequestStatus(ctx, requestStatusInput.parse({ type: 'topup', id: 999_999, action: 'approve' })),
  ],
  ['listRequests', 'cashier.view', (ctx) => listRequests(ctx, listRequestsInput.parse({ type: 'topup' }))],
  ['pendingCounts', 'cashier.view', (ctx) => pendingCounts(ctx)],
  ['listPointLedger', 'points.view', (ctx) => listPointLedger(ctx, adminPointsInput.parse({}))],
  ['getSettings', 'settings.view', (ctx) => getSettings(ctx)],
  [
    'updateSettings',
    'settings.propose',
    (ctx) => updateSettings(ctx, { pointConvertPasswordRequired: false }),
  ],
  [
    'updateOdds',
    'odds.propose',
    (ctx) => updateOdds(ctx, { marketCode: 'PB_ODD_EVEN', selectionCode: 'PB_ODD', odds: 1.93 }),
  ],
  // Round 1 is long gone: a permitted call is refused as out of range, after its permission check.
  [
    'setManualResult',
    'rounds.propose',
    (ctx) =>
      setManualResult(
        ctx,
        { roundNo: 1, normalBalls: [1, 2, 3, 4, 5], powerBall: 0 },
        { proposedBy: 1, reason: '권한 검사' },
      ),
  ],
  ['voidRound', 'rounds.propose', (ctx) => voidRound(ctx, { roundNo: 1, reason: '점검' })],
  ['archiveMember', 'archive.member', (ctx) => archiveMember(ctx, { id: memberId })],
  // Without confirmation a permitted call is refused as CONFIRMATION_REQUIRED, after its permission check.
  ['archiveEveryone', 'archive.everyone', (ctx) => archiveEveryone(ctx, {})],
  ['archivedHistory', 'archive.read', (ctx) => archivedHistory(ctx, archiveInput.parse({}))],
  ['listArchives', 'archive.read', (ctx) => listArchives(ctx, archiveListInput.parse({}))],
  // No user 999999: a permitted call is refused as not found, after its permission check.
  [
    'updateMember',
    'members.manage',
    (ctx) => updateMember(ctx, updateMemberInput.parse({ id: 999_999, nickname: '닉' })),
  ],
  ['removeMember', 'members.manage', (ctx) => removeMember(ctx, { id: 999_999 })],
  [
    'setMemberPassword',
    'members.manage',
    (ctx) => setMemberPassword(ctx, memberPasswordInput.parse({ id: 999_999, password: 'pass1234' })),
  ],
  [
    'setMemberPointPassword',
    'members.manage',
    (ctx) => setMemberPointPassword(ctx, memberPasswordInput.parse({ id: 999_999, password: '1234' })),
  ],
  [
    'setBetBlock',
    'members.manage',
    (ctx) => setBetBlock(ctx, betBlockInput.parse({ id: 999_999, betBlocked: 1 })),
  ],
  // A wrong current password is refused after the permission check.
  [
    'changeAdminPassword',
    'account.manage',
    (ctx) => changeAdminPassword(ctx, { currentPassword: 'wrong', newPassword: 'whatever' }),
  ],
  // Round 1 never ran: a permitted call is refused as not found, after its permission check.
  [
    'resettleRound',
    'rounds.propose',
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
  ['listAudit', 'audit.view', (ctx) => listAudit(ctx, auditListInput.parse({}))],
  ['listAdminBets', 'bets.view', (ctx) => listAdminBets(ctx, adminBetsInput.parse({}))],
  ['adminStats', 'stats.view', (ctx) => adminStats(ctx, adminStatsInput.parse({}))],
  ['statsAggregate', 'stats.view', (ctx) => statsAggregate(ctx, statsAggregateInput.parse({}))],
  [
    'statsAggregate by member',
    'stats.view',
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
  ['myRequests', (ctx) => myRequests(ctx, myRequestsInput.parse({}))],
  ['pointHistory', (ctx) => pointHistory(ctx, pointHistoryInput.parse({}))],
  ['myWallet', (ctx) => myWallet(ctx)],
  ['myMoneyLedger', (ctx) => myMoneyLedger(ctx, { page: 1, limit: 10 })],
  ['myProfile', (ctx) => myProfile(ctx)],
  ['changePassword', (ctx) => changePassword(ctx, { currentPassword: 'wrong', newPassword: 'whatever' })],
]

const roles: RoleCode[] = ['SUPER', 'HQ', 'AGENCY', 'SHOP', 'MEMBER']

describe(`every use case checks its own permission, on ${testDriver}`, () => {
  for (const [name, permission, call] of administratorUseCases) {
    test(`${name}: granted ${permission}, its roles only; nobody signed in, members and lower roles are refused`, async () => {
      const granted = (actor: Actor | null) => granting(contextOf(database, actor), permission)
      expect(await outcome(call(granted(null)))).toBe('UNAUTHORIZED')
      for (const role of roles) {
        const actor = actors.get(role) as Actor
        const expected = mayPerform(role, permission) ? 'allowed' : 'FORBIDDEN'
        const answer = await outcome(call(granted(actor)))
        expect(`${role}: ${answer === 'OK' || answer === 'PERMITTED' ? 'allowed' : answer}`).toBe(
          `${role}: ${expected}`,
        )
      }
      // An administrator's token from the member area is not an administrator.
      const hqInMemberArea = { ...(actors.get('HQ') as Actor), area: 'member' as const }
      expect(await outcome(call(granted(hqInMemberArea)))).toBe('FORBIDDEN')
      // Called by anything but a procedure declaring a permission, it refuses even a SUPER.
      expect(await outcome(call(contextOf(database, actors.get('SUPER') as Actor)))).toBe('FORBIDDEN')
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
