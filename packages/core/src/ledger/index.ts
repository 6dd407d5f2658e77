/**
 * The only code that changes a wallet or writes a ledger row. Every balance equals the sum of its
 * ledger because a wallet moves only here, in the same statement as its ledger rows. Use cases import
 * it directly; test and benchmark fixtures reach it as `@pb/core/ledger`.
 */

export type { StepResult } from '../unit-of-work'
export { type BetDebit, type DebitedWallet, debitBetStakes } from './bet-debits'
export { applyBulkMoves, type BulkMoves, type MovedWallet } from './bulk-moves'
export { commitOnce } from './commit-once'
export { claimKeys, finishKeys, type KeyedCall, type KeyStanding } from './idempotency'
export { moveWallet, openWallet, openWallets, type WalletBalance, type WalletMove } from './move'
export { balanceUpdated, insufficientBalance, insufficientPoints } from './refusals'
export { removeEmptyWallet } from './remove-wallet'
export { type LockedWallet, lockWallet, lockWallets, type WalletStanding } from './wallet-lock'
