import { DomainError } from './errors'

/** SQLSTATEs of a transaction the database gave up on to break a cycle; run again, it succeeds. */
const conflictCodes = new Set(['40P01', '40001'])

/**
 * The connection went away under the request (an administrator or a failover ended the backend, the
 * server restarted, the network dropped): SQLSTATE classes 08 and 57P, and postgres.js's own codes.
 */
const connectionLostCodes = new Set([
  '57P01',
  '57P02',
  '57P03',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNRESET',
  'ECONNREFUSED',
])

/** Every `code` along an error's cause chain (drivers and query builders wrap one another). */
function codesOf(error: unknown): string[] {
  const codes: string[] = []
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') codes.push(code)
    current = (current as { cause?: unknown }).cause
  }
  return codes
}

/** A deadlock or serialization failure: the whole transaction rolled back and may simply run again. */
export function isTransactionConflict(error: unknown): boolean {
  return codesOf(error).some((code) => conflictCodes.has(code))
}

/**
 * A failure of the database rather than of the request, as the refusal a client may retry: the
 * transaction rolled back, so nothing changed and the same Idempotency-Key is safe to send again.
 */
export function databaseFailure(error: unknown): DomainError | null {
  const retryable = codesOf(error).some(
    (code) => conflictCodes.has(code) || connectionLostCodes.has(code) || code.startsWith('08'),
  )
  return retryable ? new DomainError('DB_UNAVAILABLE') : null
}
