/** Money as the site shows it in messages: 1,000원. */
export function won(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`
}
