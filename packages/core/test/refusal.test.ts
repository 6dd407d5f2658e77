import { describe, expect, test } from 'bun:test'
import { refusalsKo } from '@pb/contract/refusals/ko'
import { refusal } from '@pb/core/errors'

describe('a refusal of a named case', () => {
  test("says the contract's Korean line for it, with its code's status and the case in its details", () => {
    const error = refusal('NOT_FOUND', 'branchNotFound', { orgId: 7 })
    expect({ message: error.message, status: error.status, details: error.details }).toEqual({
      message: refusalsKo.reasons.branchNotFound,
      status: 404,
      details: { orgId: 7, reason: 'branchNotFound' },
    })
  })

  test('fills the placeholders of its line from the values given, and only there', () => {
    const error = refusal('VALIDATION', 'periodTooLong', { maxPeriods: 366 }, { maxPeriods: '366' })
    expect(error.message).toBe('조회 기간이 너무 깁니다. 한 번에 366개 구간까지 조회할 수 있습니다.')
    expect(error.details).toEqual({ maxPeriods: 366, reason: 'periodTooLong' })
  })
})
