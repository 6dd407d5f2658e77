/** The domain code of a call that got no answer at all (docs/product.md §8). */
export const networkErrorCode = 'NETWORK_ERROR'

/** Reads only the error's data, so the entry (the query client's retry rule) asks without tRPC's code. */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error) || !('data' in error)) return false
  const { data } = error
  return typeof data === 'object' && data !== null && Reflect.get(data, 'domainCode') === networkErrorCode
}
