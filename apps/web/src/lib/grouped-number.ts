/**
 * `abs` rounded half away from zero to `decimals` digits, from its shortest decimal form (2.675 → 2.68,
 * as people and Intl.NumberFormat read it; `toFixed` works on the binary value and says 2.67).
 */
function rounded(abs: number, decimals: number): { whole: string; fraction: string } {
  const shortest = abs.toString()
  // Exponent forms are below a millionth or above 10²¹: no amount, rate or odds is either.
  if (shortest.includes('e')) {
    const [whole = '0', fraction = ''] = abs.toFixed(decimals).split('.')
    return { whole, fraction }
  }
  const [integer = '0', fractionDigits = ''] = shortest.split('.')
  const roundsUp = Number(fractionDigits[decimals] ?? '0') >= 5
  const kept =
    BigInt(integer + fractionDigits.slice(0, decimals).padEnd(decimals, '0')) + (roundsUp ? 1n : 0n)
  const digits = kept.toString().padStart(decimals + 1, '0')
  return {
    whole: digits.slice(0, digits.length - decimals),
    fraction: digits.slice(digits.length - decimals),
  }
}

/**
 * A number with `decimals` fraction digits (half away from zero) and a comma every three integer
 * digits, as Korean and English both write them. Written out rather than through Intl.NumberFormat,
 * whose first use loads locale data and costs a phone tens of milliseconds on its first screen.
 */
export function grouped(value: number, decimals = 0): string {
  const { whole, fraction } = rounded(Math.abs(value), decimals)
  const text = whole.replace(/\B(?=(\d{3})+$)/g, ',') + (fraction ? `.${fraction}` : '')
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text
}
