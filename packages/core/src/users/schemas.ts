import { z } from 'zod'
import { roleCodes } from '../roles'
import { decimalInput, idInput, isPlainText, pageNumberInput, textInput } from '../validation'

const requiredMessage = '필수 항목을 모두 입력해주세요.'
const required = (max: number) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max)
    .refine(isPlainText, '사용할 수 없는 문자가 포함되어 있습니다.')

/** Digits only, at most 11, shown 3-4-4 (010-1234-5678). */
const phone = z
  .string()
  .trim()
  .max(20, '전화번호는 숫자 11자리까지 입력할 수 있습니다.')
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits.length <= 11, '전화번호는 숫자 11자리까지 입력할 수 있습니다.')
  .transform((digits) =>
    digits.replace(/^(\d{3})(\d{1,4})(\d{0,4})$/, (_, a, b, c) => [a, b, c].filter(Boolean).join('-')),
  )

/** spec §5: a percentage of stake earned as points, 0 to 10 in steps of 0.1. */
export const pointRateInput = decimalInput('포인트 적립률은 숫자여야 합니다.').pipe(
  z
    .number()
    .min(0, '포인트 적립률은 0에서 10 사이여야 합니다.')
    .max(10, '포인트 적립률은 0에서 10 사이여야 합니다.')
    .refine((rate) => Math.abs(rate * 10 - Math.round(rate * 10)) < 1e-9, '포인트 적립률은 0.1 단위입니다.'),
)

/** The create-member payload of spec §3, validated per spec §5. */
export const createMemberInput = z.object({
  loginId: required(30).regex(/^[A-Za-z0-9]+$/, '아이디는 영문과 숫자만 사용할 수 있습니다.'),
  password: z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(4, '비밀번호는 4자 이상이어야 합니다.')
    .max(100),
  nickname: textInput(30).optional(),
  phone: phone.optional().default(''),
  email: z
    .union([z.literal(''), z.email('이메일 형식이 올바르지 않습니다.')])
    .optional()
    .default(''),
  bankName: required(30),
  accountNumber: required(30).regex(/^\d+$/, '계좌번호는 하이픈 없이 숫자만 입력해주세요.'),
  accountHolder: required(30),
  roleCode: z.enum(roleCodes).default('MEMBER'),
  /** Defaults to the creating administrator's own org. */
  orgId: idInput('조직 ID').optional(),
  pointRate: pointRateInput.default(3),
})
export type CreateMemberInput = z.infer<typeof createMemberInput>

export const listMembersInput = z.object({
  page: pageNumberInput,
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

export const memberIdInput = z.object({ id: idInput('회원 ID') })

/** A member's own password change; the confirmation is the client's check (spec §5 "Account page"). */
export const changePasswordInput = z.object({
  currentPassword: z
    .string({ error: '현재 비밀번호를 입력해주세요.' })
    .min(1, '현재 비밀번호를 입력해주세요.')
    .max(100),
  newPassword: z
    .string({ error: '새 비밀번호를 입력해주세요.' })
    .min(4, '비밀번호는 4자 이상이어야 합니다.')
    .max(100, '비밀번호는 100자 이하여야 합니다.'),
})
export type ChangePasswordInput = z.infer<typeof changePasswordInput>
