export * from './audit'
export type { Actor, Area } from './auth/actor'
export { type LoginParams, login } from './auth/login'
export { loginLimits } from './auth/rate-limit'
export {
  authenticate,
  issueEventTicket,
  redeemEventTicket,
  refreshSession,
  revokeSession,
  sessionLifetimes,
  type TokenPair,
} from './auth/sessions'
export { betDetail, betHistory } from './betting/history'
export { type PlacedBet, placeBet } from './betting/place-bet'
export { betHistoryInput, betIdInput, type PlaceBetInput, placeBetInput } from './betting/schemas'
export * from './clock'
export type { CoreDeps } from './deps'
export * from './errors'
export { canReceive, eventsFor } from './events/audience'
export { createMemoryBus } from './events/memory-bus'
export { createPostgresBus } from './events/postgres-bus'
export * from './events/types'
export { type DrawResult, toDrawResult } from './game/draw-result'
export { closeRound, drawRound } from './game/draw-round'
export { createRoundEngine, type RoundEngine } from './game/engine'
export { currentGame, fairnessOf, recentResults, statistics } from './game/game-info'
export { currentOdds, listOdds, updateOdds } from './game/odds'
export * from './game/schemas'
export { ensureSeedDay } from './game/seed-days'
export { settleRound } from './game/settle-round'
export * from './paging'
export * from './roles'
export * from './settings'
export { changePassword } from './users/change-password'
export { createMember } from './users/create-member'
export { getMember } from './users/get-member'
export { listMembers } from './users/list-members'
export type { Member } from './users/member-view'
export { getProfile } from './users/profile'
export * from './users/schemas'
export { pointLedgerOf } from './wallet/point-ledger'
export * from './wallet/schemas'
export { getWallet, moneyLedgerOf } from './wallet/wallet'
