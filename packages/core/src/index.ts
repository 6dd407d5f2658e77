export { accountSummary } from './account/account-summary'
export { LEDGER_CSV_DAYS, myLedgerCsv } from './account/ledger-csv'
export { realityCheck, setRealityCheckInterval } from './account/reality-check'
export { signInHistory } from './account/sign-in-history'
export {
  createMemberOrPropose,
  resetMemberTotpOrPropose,
  setMemberPasswordOrPropose,
  updateMemberOrPropose,
} from './approvals/account-gate'
export { approveProposal, rejectProposal } from './approvals/decide'
export { listProposals, listProposalsInput } from './approvals/list'
export { adjustBalanceOrPropose, setRequestStatusOrPropose } from './approvals/money-gate'
export { PROPOSAL_LIFETIME_MS, propose } from './approvals/propose'
export { isProposed, type Proposed } from './approvals/proposed'
export { selfApprovalInEffect } from './approvals/self-approval'
export type { Proposal } from './approvals/view'
export { type AuditAction, auditActions } from './audit'
export { type AuditListFilter, auditListInput, listAudit } from './audit-list'
export type { Actor, Area } from './auth/actor'
export { type ActorCache, createActorCache } from './auth/actor-cache'
export { revokeExpiredSessions } from './auth/end-sessions'
export { eventTicket } from './auth/event-ticket'
export { type LoginInput, login } from './auth/login'
export { challengeInput, enrolWithChallenge, loginTotp, loginTotpInput } from './auth/login-totp'
export { logout } from './auth/logout'
export { accountDelayMs, attemptLimits } from './auth/password-attempts'
export { requireAdmin, requireMember, requireSignedIn } from './auth/permissions'
export { refresh, refreshSession } from './auth/refresh'
export { endSession, endSessionInput, listSessions } from './auth/session-list'
export {
  authenticate,
  redeemEventTicket,
  revokeSession,
  sessionLifetimes,
  type TokenPair,
} from './auth/sessions'
export { hotp, matchTotp, otpauthUri, totpCode } from './auth/totp'
export {
  confirmTotpEnrolment,
  currentPasswordInput,
  disableTotp,
  startTotpEnrolment,
  totpCodeInput,
  totpStatus,
} from './auth/totp-enrolment'
export { resetMemberTotp } from './auth/totp-reset'
export { createDrandSource, DEFAULT_RELAYS } from './beacon/drand-source'
export { beaconStatus } from './beacon/health'
export { createLocalSource } from './beacon/local-source'
export type { BeaconSource } from './beacon/source'
export { announcedBeacon, BEACON_STALE_MS, type BeaconHealth, beaconHealth } from './beacon/store'
export { type AdminBet, listAdminBets } from './betting/admin-bets'
export { betDetail, betHistory } from './betting/history'
export { type PlacedBet, placeBet } from './betting/place-bet'
export { type RoundCaps, roundCaps } from './betting/round-caps'
export {
  type AdminBetsFilter,
  adminBetsInput,
  type BetResult,
  betHistoryInput,
  betIdInput,
  betItemFields,
  betResultStatuses,
  type PlaceBetInput,
  placeBetInput,
  type RoundCapsInput,
  roundCapsInput,
} from './betting/schemas'
export { type Adjustment, adjustBalance, adjustPoints } from './cashier/adjust'
export { convertPoints } from './cashier/convert-points'
export { listPointLedger, pointHistory } from './cashier/point-history'
export { listRequests, myRequests, pendingCounts } from './cashier/request-lists'
export type { AdminRequest, MemberRequest } from './cashier/request-views'
export { requestTopup, requestWithdrawal } from './cashier/requests'
export { setRequestStatus } from './cashier/set-request-status'
export * from './clock'
export { type CoreDeps, type UseCaseContext, useCaseContext } from './context'
export { databaseFailure, isTransactionConflict } from './db-failure'
export { resultsOfDay } from './draw-history/results-of-day'
export * from './draw-history/schemas'
export { type Statistics, statistics } from './draw-history/statistics'
export * from './errors'
export { canReceive, eventsFor, openEventStream, type StreamOptions } from './events/audience'
export { createEventBus } from './events/create-bus'
export { createMemoryBus } from './events/memory-bus'
export { lastEventId, recordEvents } from './events/outbox'
export { createOutboxBus } from './events/outbox-bus'
export { type StoredRun, unpackRun } from './events/packed-run'
export { REPLAY_WINDOW_MS } from './events/replay-buffer'
export { streamCaps } from './events/stream-registry'
export * from './events/types'
export { adminOdds } from './game/admin-odds'
export { currentGame } from './game/current-game'
export type { DrawResult } from './game/draw-result'
export { drawRound, type Salt } from './game/draw-round'
export { createRoundEngine, type RoundEngine } from './game/engine/round-engine'
export { fairnessOf } from './game/fairness'
export { setManualResult } from './game/manual-result'
export { listOdds, updateOdds } from './game/odds'
export { recentResults } from './game/recent-results'
export { type Resettlement, resettleRound } from './game/resettle-round'
export * from './game/schemas'
export { settleRound } from './game/settle-round'
export { voidRound } from './game/void-round'
export { archiveEveryone } from './history-archive/archive-everyone'
export { listArchives } from './history-archive/archive-list'
export { archiveMember } from './history-archive/archive-member'
export { archivedHistory } from './history-archive/archived-history'
export type { ClearedCounts } from './history-archive/newly-archived'
export * from './history-archive/schemas'
export * from './messages'
export { getSettings, updateSettings, updateSettingsInput } from './operator-settings'
export { type CommissionClose, closePeriod, listCloses } from './orgs/close-period'
export { setCommission } from './orgs/commission-rates'
export { createOrg } from './orgs/create-org'
export { type OrgLevel, orgLevels } from './orgs/levels'
export { listOrgs, type OrgTreeNode, type OrgView } from './orgs/list-orgs'
export { type BranchStatement, orgStatement, type Statement } from './orgs/statement'
export { updateOrg } from './orgs/update-org'
export * from './paging'
export { type Headroom, selfLimitRefusal, spendHeadroom } from './responsible-play/headroom'
export { LIMIT_RAISE_DELAY_MS, myLimits, type SelfLimitView, setLimit } from './responsible-play/limits'
export { periodStart } from './responsible-play/periods'
export {
  excludeSelf,
  PERMANENT_EXCLUSION,
  type SelfExclusion,
  selfExclusionRefusal,
} from './responsible-play/self-exclusion'
export { readStakeHeadroom } from './responsible-play/stake-headroom'
export * from './roles'
export { type SeedOptions, type SeedReport, seedDatabase } from './seed'
export { adminStats } from './stats/admin-stats'
export { type MemberStatsRow, type StatsAggregate, type StatsRow, statsAggregate } from './stats/aggregate'
export * from './stats/schemas'
export { setBetBlock } from './users/bet-block'
export { changeAdminPassword, changePassword } from './users/change-password'
export { createMember } from './users/create-member'
export { listMembers } from './users/list-members'
export { memberDetail } from './users/member-detail'
export { memberLedger } from './users/member-ledger'
export { setMemberPassword, setMemberPointPassword } from './users/member-passwords'
export type { Member } from './users/member-view'
export { moveMember } from './users/move-member'
export { currentUser, myProfile } from './users/profile'
export { type Removal, removeMember } from './users/remove-member'
export { updateMember } from './users/update-member'
export { updateProfile } from './users/update-profile'
export { myMoneyLedger } from './wallet/my-money-ledger'
export { myWallet } from './wallet/my-wallet'
