import { describe, expect, test } from 'bun:test'
import { newBranch } from './branch-choice'
import { newMemberSchema } from './new-member-schema'

const typed = {
  loginId: 'newbie',
  password: 'start1234',
  phone: '010-1234-5678',
  bankName: '국민은행',
  accountNumber: '12345678901',
  accountHolder: '김회원',
  roleCode: 'MEMBER',
  orgId: '7',
  pointRate: '1.5',
  currentPassword: '',
} as const

const refusals = (values: object) =>
  newMemberSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('the new member form', () => {
  test('sends the picked branch and the rate as numbers, and no password of the creator', () => {
    expect(newMemberSchema.parse(typed)).toEqual({
      loginId: 'newbie',
      password: 'start1234',
      phone: '010-1234-5678',
      bankName: '국민은행',
      accountNumber: '12345678901',
      accountHolder: '김회원',
      roleCode: 'MEMBER',
      orgId: 7,
      pointRate: 1.5,
    })
  })

  test('leaves a new branch and a blank rate to the server', () => {
    const member = newMemberSchema.parse({ ...typed, roleCode: 'HQ', orgId: newBranch, pointRate: '' })
    expect(member).toMatchObject({ roleCode: 'HQ', orgId: undefined, pointRate: undefined })
  })

  test('asks a SUPER for the creator’s own password beside the other refusals, and sends no branch (a SUPER belongs to the root)', () => {
    expect(refusals({ ...typed, roleCode: 'SUPER', accountHolder: '' })).toEqual([
      ['accountHolder', '필수 항목을 모두 입력해주세요.'],
      ['currentPassword', '현재 비밀번호를 입력해주세요.'],
    ])
    const superAdmin = newMemberSchema.parse({ ...typed, roleCode: 'SUPER', currentPassword: 'admin1234' })
    expect(superAdmin).toMatchObject({ roleCode: 'SUPER', currentPassword: 'admin1234' })
    expect(superAdmin).not.toHaveProperty('orgId')
  })
})
