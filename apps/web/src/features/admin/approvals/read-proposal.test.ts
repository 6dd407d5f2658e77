import { describe, expect, test } from 'bun:test'
import { appliedResultOf, changeOf, enablesSelfApprovalOnly, minutesLeft } from './read-proposal'

describe('changeOf', () => {
  test('reads a manual result, a void and a re-settlement', () => {
    expect(
      changeOf({
        kind: 'MANUAL_RESULT',
        roundNo: 42,
        payload: { roundNo: 42, normalBalls: [27, 3, 14, 9, 22], powerBall: 6 },
      }),
    ).toEqual({ kind: 'MANUAL_RESULT', roundNo: 42, result: { balls: [27, 3, 14, 9, 22], powerball: 6 } })
    expect(changeOf({ kind: 'ROUND_VOID', roundNo: null, payload: { roundNo: 7 } })).toEqual({
      kind: 'ROUND_VOID',
      roundNo: 7,
    })
    const range = { start: '2025-01-01T10:00:00+09:00', end: '2025-01-01T10:04:30+09:00' }
    expect(changeOf({ kind: 'RESETTLE', roundNo: 9, payload: { roundNo: 9, timeRange: range } })).toEqual({
      kind: 'RESETTLE',
      roundNo: 9,
      ...range,
      result: null,
    })
  })

  test('reads odds and every setting, leaving out what is not of the expected shape', () => {
    expect(
      changeOf({ kind: 'ODDS_UPDATE', roundNo: null, payload: { selectionCode: 'PB_ODD', odds: 1.95 } }),
    ).toEqual({ kind: 'ODDS_UPDATE', selectionCode: 'PB_ODD', odds: 1.95 })
    expect(
      changeOf({
        kind: 'SETTINGS_UPDATE',
        roundNo: null,
        payload: {
          caps: { SIZE: 20_000, TOTAL: 'lots' },
          selfApproval: true,
          totpRequiredRoles: ['SUPER', 7],
          minHouseEdge: 1.5,
        },
      }),
    ).toEqual({
      kind: 'SETTINGS_UPDATE',
      changes: [
        { setting: 'cap', group: 'SIZE', amount: 20_000 },
        { setting: 'selfApproval', on: true },
        { setting: 'totpRequiredRoles', roles: ['SUPER'] },
        { setting: 'minHouseEdge', percent: 1.5 },
      ],
    })
  })
})

describe('changeOf for SUPER accounts and money', () => {
  test('reads a new SUPER without the hidden password', () => {
    expect(
      changeOf({
        kind: 'SUPER_CREATE',
        roundNo: null,
        payload: { loginId: 'super2', nickname: '둘째', roleCode: 'SUPER', passwordSet: true },
      }),
    ).toEqual({ kind: 'SUPER_CREATE', loginId: 'super2', nickname: '둘째' })
    expect(changeOf({ kind: 'SUPER_CREATE', roundNo: null, payload: { loginId: 7 } })).toEqual({
      kind: 'SUPER_CREATE',
      loginId: null,
      nickname: null,
    })
  })

  test('reads a SUPER update, keeping only known statuses and roles', () => {
    expect(
      changeOf({
        kind: 'SUPER_UPDATE',
        roundNo: null,
        payload: { id: 3, statusCode: 'SUSPENDED', nickname: 'boss' },
      }),
    ).toEqual({ kind: 'SUPER_UPDATE', memberId: 3, statusCode: 'SUSPENDED', roleCode: null })
    expect(
      changeOf({
        kind: 'SUPER_UPDATE',
        roundNo: null,
        payload: { id: '3', statusCode: 'GONE', roleCode: 'HQ' },
      }),
    ).toEqual({ kind: 'SUPER_UPDATE', memberId: null, statusCode: null, roleCode: 'HQ' })
  })

  test('reads the member of a password or second-factor reset', () => {
    expect(
      changeOf({ kind: 'SUPER_PASSWORD_RESET', roundNo: null, payload: { id: 4, passwordSet: true } }),
    ).toEqual({ kind: 'SUPER_PASSWORD_RESET', memberId: 4 })
    expect(changeOf({ kind: 'SUPER_TOTP_RESET', roundNo: null, payload: {} })).toEqual({
      kind: 'SUPER_TOTP_RESET',
      memberId: null,
    })
  })

  test('reads a money grant and a withdrawal approval', () => {
    expect(
      changeOf({
        kind: 'BALANCE_GRANT',
        roundNo: null,
        payload: { id: 12, amount: 5_000_000, type: 'ADJUST_CREDIT', note: '이벤트 지급' },
      }),
    ).toEqual({ kind: 'BALANCE_GRANT', memberId: 12, amount: 5_000_000, note: '이벤트 지급' })
    expect(changeOf({ kind: 'BALANCE_GRANT', roundNo: null, payload: { id: 12, amount: 'much' } })).toEqual({
      kind: 'BALANCE_GRANT',
      memberId: 12,
      amount: null,
      note: null,
    })
    expect(
      changeOf({
        kind: 'WITHDRAWAL_APPROVE',
        roundNo: null,
        payload: { type: 'withdrawal', id: 88, action: 'approve' },
      }),
    ).toEqual({ kind: 'WITHDRAWAL_APPROVE', requestId: 88 })
  })

  test('reads the money limits of a settings change, null switching one off', () => {
    expect(
      changeOf({
        kind: 'SETTINGS_UPDATE',
        roundNo: null,
        payload: { grantApprovalAbove: 1_000_000, withdrawalApprovalAbove: null },
      }),
    ).toEqual({
      kind: 'SETTINGS_UPDATE',
      changes: [
        { setting: 'grantApprovalAbove', amount: 1_000_000 },
        { setting: 'withdrawalApprovalAbove', amount: null },
      ],
    })
    expect(
      changeOf({
        kind: 'SETTINGS_UPDATE',
        roundNo: null,
        payload: { grantApprovalAbove: '1000', selfApproval: true },
      }),
    ).toEqual({ kind: 'SETTINGS_UPDATE', changes: [{ setting: 'selfApproval', on: true }] })
  })
})

describe('appliedResultOf', () => {
  test('only an applied proposal has a result', () => {
    expect(appliedResultOf({ kind: 'ROUND_VOID', status: 'PENDING_APPROVAL', result: null })).toBeNull()
    expect(
      appliedResultOf({
        kind: 'ROUND_VOID',
        status: 'APPLIED',
        result: { roundNo: 7, refundedBets: 2, refundedAmount: 30_000 },
      }),
    ).toEqual({ kind: 'refunded', count: 2, amount: 30_000 })
  })

  test('a re-settlement keeps its figures and the members below 0', () => {
    expect(
      appliedResultOf({
        kind: 'RESETTLE',
        status: 'APPLIED',
        result: {
          voided: 1,
          resettled: 1,
          changed: 1,
          totalNewPayout: 0,
          negativeBalances: [{ userId: 5, loginId: 'm5', moneyBal: -19_300 }, { userId: 'x' }],
        },
      }),
    ).toEqual({
      kind: 'resettled',
      voided: 1,
      resettled: 1,
      changed: 1,
      totalNewPayout: 0,
      negativeBalances: [{ userId: 5, loginId: 'm5', moneyBal: -19_300 }],
    })
  })

  test('an unexpected result still reads as applied', () => {
    expect(appliedResultOf({ kind: 'ODDS_UPDATE', status: 'APPLIED', result: null })).toEqual({
      kind: 'applied',
    })
  })
})

describe('enablesSelfApprovalOnly', () => {
  test('only a settings proposal that switches self-approval on and nothing else', () => {
    expect(enablesSelfApprovalOnly({ kind: 'SETTINGS_UPDATE', payload: { selfApproval: true } })).toBe(true)
    expect(
      enablesSelfApprovalOnly({
        kind: 'SETTINGS_UPDATE',
        payload: { selfApproval: true, reason: '혼자 운영' },
      }),
    ).toBe(true)
    expect(enablesSelfApprovalOnly({ kind: 'SETTINGS_UPDATE', payload: { selfApproval: false } })).toBe(false)
    expect(
      enablesSelfApprovalOnly({ kind: 'SETTINGS_UPDATE', payload: { selfApproval: true, minHouseEdge: 2 } }),
    ).toBe(false)
  })
})

describe('minutesLeft', () => {
  test('whole minutes until expiry, never below 0', () => {
    const now = Date.parse('2025-01-01T00:00:00Z')
    expect(minutesLeft('2025-01-02T00:00:00Z', now)).toBe(24 * 60)
    expect(minutesLeft('2025-01-01T00:01:59Z', now)).toBe(1)
    expect(minutesLeft('2024-12-31T23:00:00Z', now)).toBe(0)
  })
})
