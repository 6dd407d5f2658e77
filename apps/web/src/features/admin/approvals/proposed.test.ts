import { describe, expect, test } from 'bun:test'
import { isProposed } from './proposed'

describe('isProposed', () => {
  test('tells a proposal from the usual answer', () => {
    expect(isProposed({ id: 5, kind: 'SUPER_TOTP_RESET', proposed: true })).toBe(true)
    expect(isProposed({ ok: true })).toBe(false)
    expect(isProposed({ id: 5, loginId: 'super2', roleCode: 'SUPER' })).toBe(false)
  })
})
