import { maxBatchCalls } from '@pb/contract/limits'
import { refusal } from '@pb/core/errors'
import type { TRPCRequestInfo } from '@trpc/server/http'
import { toTRPCError } from './errors'

/**
 * Procedures that check a password. One of them per batch: a batch of a hundred sign-ins would
 * otherwise try a hundred passwords in one request.
 */
const passwordProcedures = new Set([
  'auth.login',
  'users.changePassword',
  'admin.account.changePassword',
  'cashier.convertPoints',
  'auth.loginTotp',
  'auth.enrolTotp',
  'admin.account.totpSetup',
  'admin.account.totpConfirm',
  'admin.account.totpDisable',
])

/** Refuses a tRPC batch that is too long or carries more than one password check. */
export function assertBatchAllowed(info: TRPCRequestInfo) {
  if (!info.isBatchCall) return
  if (info.calls.length > maxBatchCalls) {
    throw toTRPCError(
      refusal('BATCH_REFUSED', 'tooManyCalls', { maxCalls: maxBatchCalls }, { maxCalls: maxBatchCalls }),
    )
  }
  if (info.calls.filter((call) => passwordProcedures.has(call.path)).length > 1) {
    throw toTRPCError(refusal('BATCH_REFUSED', 'onePasswordCall'))
  }
}
