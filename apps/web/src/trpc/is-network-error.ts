import { networkErrorCode } from '@pb/contract/refusal-codes'

/** Reads only the error's data, so the entry (the query client's retry rule) asks without tRPC's code. */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error) || !('data' in error)) return false
  const { data } = error
  return typeof data === 'object' && data !== null && Reflect.get(data, 'domainCode') === networkErrorCode
}
