import { describe, expect, test } from 'bun:test'
import { deviceOf } from '../src/auth/device'
import { base32Encode, hotp, matchTotp, otpauthUri, totpCode } from '../src/auth/totp'

// RFC 6238 Appendix B, SHA-1: the ASCII key "12345678901234567890" and 8-digit codes.
const rfcKey = Buffer.from('12345678901234567890')
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('TOTP', () => {
  test.each(rfcVectors)('RFC 6238 vector at %i s is %s', (seconds, code) => {
    expect(hotp(rfcKey, Math.floor(seconds / 30), 8)).toBe(code)
    // Six digits are the last six of the same number.
    expect(totpCode(base32Encode(rfcKey), new Date(seconds * 1000))).toBe(code.slice(2))
  })

  test('base32 of the RFC key is the one authenticator apps are given', () => {
    expect(base32Encode(rfcKey)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
  })

  test('a code is accepted one step either side of now, never two', () => {
    const secret = base32Encode(rfcKey)
    const now = new Date(1111111111 * 1000)
    const step = Math.floor(1111111111 / 30)
    for (const offset of [-1, 0, 1]) {
      const code = totpCode(secret, new Date(now.getTime() + offset * 30_000))
      expect(matchTotp(secret, code, now)).toBe(step + offset)
    }
    for (const offset of [-2, 2]) {
      expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() + offset * 30_000)), now)).toBeNull()
    }
    expect(matchTotp(secret, 'abcdef', now)).toBeNull()
    expect(matchTotp(secret, '1234567', now)).toBeNull()
  })

  test('the otpauth URI names the issuer, the account and the parameters', () => {
    const uri = new URL(otpauthUri('GEZDGNBV', 'admin', 'Powerball'))
    expect(`${uri.protocol}//${uri.host}`).toBe('otpauth://totp')
    expect(decodeURIComponent(uri.pathname)).toBe('/Powerball:admin')
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'GEZDGNBV',
      issuer: 'Powerball',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    })
  })
})

describe('device of a user agent', () => {
  test.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'Edge', os: 'Windows', mobile: false },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS', mobile: true },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      { browser: 'Samsung Internet', os: 'Android', mobile: true },
    ],
    ['curl/8.5.0', { browser: '', os: '', mobile: false }],
  ])('%s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toEqual(device)
  })
})
