export * from './audit'
export type { Actor, Area } from './auth/actor'
export { type LoginParams, login } from './auth/login'
export { loginLimits } from './auth/rate-limit'
export {
  authenticate,
  refreshSession,
  revokeSession,
  sessionLifetimes,
  type TokenPair,
} from './auth/sessions'
export { type PlacedBet, placeBet } from './betting/place-bet'
export { type PlaceBetInput, placeBetInput } from './betting/schemas'
export * from './clock'
export type { CoreDeps } from './deps'
export * from './errors'
export { createMemoryBus } from './events/memory-bus'
export * from './events/types'
export { type DrawResult, toDrawResult } from './game/draw-result'
export { closeRound, drawRound } from './game/draw-round'
export { createRoundEngine, type RoundEngine } from './game/engine'
export { currentOdds, listOdds, updateOdds } from './game/odds'
export { ensureSeedDay } from './game/seed-days'
export { settleRound } from './game/settle-round'
export * from './paging'
export * from './roles'
export * from './settings'
export { createMember } from './users/create-member'
export { getMember } from './users/get-member'
export { listMembers } from './users/list-members'
export type { Member } from './users/member-view'
export { getProfile } from './users/profile'
export * from './users/schemas'
