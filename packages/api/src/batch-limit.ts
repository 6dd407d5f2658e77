import { maxBatchCalls } from '@pb/contract/limits'
import { DomainError } from '@pb/core'
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
      new DomainError('BATCH_REFUSED', `한 번에 보낼 수 있는 호출은 ${maxBatchCalls}개까지입니다.`, {
        reason: 'tooManyCalls',
        maxCalls: maxBatchCalls,
      }),
    )
  }
  if (info.calls.filter((call) => passwordProcedures.has(call.path)).length > 1) {
    throw toTRPCError(
      new DomainError('BATCH_REFUSED', '비밀번호를 확인하는 호출은 한 번에 하나씩만 보낼 수 있습니다.', {
        reason: 'onePasswordCall',
      }),
    )
  }
}
