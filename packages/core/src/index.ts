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
export * from './errors'
export * from './paging'
export * from './roles'
export { createMember } from './users/create-member'
export { getMember } from './users/get-member'
export { listMembers } from './users/list-members'
export type { Member } from './users/member-view'
export { getProfile } from './users/profile'
export * from './users/schemas'
