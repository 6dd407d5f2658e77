import {
  type ErrorCode,
  type ErrorDetails,
  type RefusalReason,
  refusalStatus,
} from '@pb/contract/refusal-codes'
import { refusalsKo } from '@pb/contract/refusals/ko'

export type { ErrorCode, ErrorDetails, RefusalReason } from '@pb/contract/refusal-codes'

/**
 * The one domain error type's table: each code's HTTP status and the Korean line REST answers with,
 * both from the contract (packages/contract/src/refusals), which the web app reads as well.
 */
export const errorCatalog = Object.fromEntries(
  Object.entries(refusalStatus).map(([code, status]) => [
    code,
    { status, message: refusalsKo.codes[code as ErrorCode] },
  ]),
) as { readonly [Code in ErrorCode]: { status: (typeof refusalStatus)[Code]; message: string } }

export class DomainError extends Error {
  readonly code: ErrorCode
  readonly status: number
  /** Extra facts a client may use (e.g. the current odds after ODDS_CHANGED). */
  readonly details: ErrorDetails | undefined

  constructor(code: ErrorCode, message?: string, details?: ErrorDetails) {
    super(message ?? errorCatalog[code].message)
    this.name = 'DomainError'
    this.code = code
    this.status = errorCatalog[code].status
    this.details = details
  }
}

/**
 * A refusal of a named case, in the catalog's Korean (packages/contract/src/refusals/ko.ts) with its
 * `{{placeholders}}` filled from `values`; the case and `details` travel in the details.
 */
export function refusal(
  code: ErrorCode,
  reason: RefusalReason,
  details: Record<string, unknown> = {},
  values: Record<string, string | number> = {},
): DomainError {
  const message = refusalsKo.reasons[reason].replace(/\{\{(\w+)\}\}/g, (_, key: string) =>
    String(values[key] ?? ''),
  )
  return new DomainError(code, message, { ...details, reason })
}
