/** The printable receipt view of a purchase. */
export function receiptUrl(purchaseNo: string): string {
  return `/receipt/${encodeURIComponent(purchaseNo)}`
}
