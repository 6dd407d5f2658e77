import type { RestRequest } from './rest-declaration'

/** A money-moving call takes its Idempotency-Key from the header, over one in the body. */
export function idempotencyKeyHeader({ headers }: RestRequest): { idempotencyKey?: string } {
  const key = headers.get('idempotency-key')
  return key === null ? {} : { idempotencyKey: key }
}
