import { createHmac, randomBytes } from 'node:crypto'

/** RFC 6238 as every authenticator app reads an `otpauth://` URI: SHA-1, 6 digits, 30-second steps. */
const totpParams = { digits: 6, periodSeconds: 30, window: 1 }

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31]
  return out
}

function base32Decode(text: string): Buffer {
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = base32Alphabet.indexOf(char)
    if (index < 0) throw new Error('not base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** A new 160-bit secret, the size RFC 4226 recommends for SHA-1, in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

/** The 30-second step an instant falls in. */
function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / totpParams.periodSeconds)
}

/** HOTP (RFC 4226) of one counter: dynamic truncation of HMAC-SHA-1, as `digits` decimal digits. */
export function hotp(key: Buffer, counter: number, digits = totpParams.digits): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(message).digest()
  const offset = (mac.at(-1) ?? 0) & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The code an authenticator shows for `secret` at `now`. */
export function totpCode(secret: string, now: Date): string {
  return hotp(base32Decode(secret), totpStep(now))
}

/**
 * The step at which `code` is valid for `secret`, within one step either side of `now` (clock drift),
 * or null. Comparing every candidate keeps the time the same whichever step matched.
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const key = base32Decode(secret)
  const current = totpStep(now)
  let matched: number | null = null
  for (let step = current - totpParams.window; step <= current + totpParams.window; step++) {
    if (hotp(key, step) === code && matched === null) matched = step
  }
  return matched
}

/** The URI an authenticator app scans: `otpauth://totp/<issuer>:<account>?secret=…`. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(totpParams.digits),
    period: String(totpParams.periodSeconds),
  })
  return `otpauth://totp/${label}?${query}`
}
