/** Money as the site shows it in messages: 1,000원. */
export function won(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`
}

/** Points as the site shows them in messages: 1,000P. */
export function points(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}P`
}
