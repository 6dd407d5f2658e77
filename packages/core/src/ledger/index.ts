/**
 * The only code that changes a wallet or writes a ledger row. Every balance equals the sum of its
 * ledger because a wallet moves only here, in the same statement as its ledger rows. Use cases import
 * it directly; test and benchmark fixtures reach it as `@pb/core/ledger`.
 */

export { debitBetStakes } from './bet-debits'
export { applyBulkMoves } from './bulk-moves'
export { commitOnce } from './commit-once'
export { claimKeys, finishKeys, type KeyedCall } from './idempotency'
export { moveWallet, openWallet, openWallets, type WalletMove } from './move'
export { balanceUpdated, insufficientBalance, insufficientPoints } from './refusals'
export { removeEmptyWallet } from './remove-wallet'
export { type LockedWallet, lockWallet, lockWallets } from './wallet-lock'
