import { PHONE_DIGITS } from '@pb/contract/limits'

/** Phone digits the way docs/product.md §5.5 wants them typed: digits only, at most 11, shown 3-4-4 (010-1234-5678). */
export function formatPhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, PHONE_DIGITS)
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter(Boolean).join('-')
}
