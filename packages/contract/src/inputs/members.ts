import { roleCodes } from '@pb/access'
import { z } from 'zod'
import { listPageSizes, PHONE_DIGITS, passwordLength, rateRanges, textLimits } from '../limits'
import { userStatuses } from '../vocabulary'
import { currentPasswordField, decimalInput, idInput, isPlainText, textInput } from './fields'
import { pageNumberInput, pageSizeChoiceInput, pageSizeInput } from './paging'

const requiredMessage = '필수 항목을 모두 입력해주세요.'
const passwordTooShort = `비밀번호는 ${passwordLength.min}자 이상이어야 합니다.`
const passwordTooLong = `비밀번호는 ${passwordLength.max}자 이하여야 합니다.`
const required = (max: number) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max)
    .refine(isPlainText, '사용할 수 없는 문자가 포함되어 있습니다.')

const phoneTooLong = `전화번호는 숫자 ${PHONE_DIGITS}자리까지 입력할 수 있습니다.`
/** Digits only, at most 11, shown 3-4-4 (010-1234-5678). */
const phone = z
  .string()
  .trim()
  .max(textLimits.phone, phoneTooLong)
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits.length <= PHONE_DIGITS, phoneTooLong)
  .transform((digits) =>
    digits.replace(/^(\d{3})(\d{1,4})(\d{0,4})$/, (_, a, b, c) => [a, b, c].filter(Boolean).join('-')),
  )

const pointRateRange = `포인트 적립률은 ${rateRanges.pointRate.min}에서 ${rateRanges.pointRate.max} 사이여야 합니다.`
/** docs/product.md §5.5: a percentage of stake earned as points, 0 to 10 in steps of 0.1. */
export const pointRateInput = decimalInput('포인트 적립률은 숫자여야 합니다.').pipe(
  z
    .number()
    .min(rateRanges.pointRate.min, pointRateRange)
    .max(rateRanges.pointRate.max, pointRateRange)
    .refine((rate) => Math.abs(rate * 10 - Math.round(rate * 10)) < 1e-9, '포인트 적립률은 0.1 단위입니다.'),
)

const email = z.union([
  z.literal(''),
  z
    .email('이메일 형식이 올바르지 않습니다.')
    .max(textLimits.email, `이메일은 ${textLimits.email}자까지 입력할 수 있습니다.`),
])
const nickname = textInput(textLimits.nickname).min(1, '닉네임을 입력해주세요.')
const roleCode = z.enum(roleCodes, { error: '등급은 SUPER, HQ, AGENCY, SHOP, MEMBER 중 하나입니다.' })
const statusCode = z.enum(userStatuses, { error: '상태는 ACTIVE, INACTIVE, SUSPENDED 중 하나입니다.' })

/** The create-member payload of docs/product.md §3.1, validated per docs/product.md §5.5. */
export const createMemberInput = z.object({
  loginId: required(textLimits.loginId).regex(/^[A-Za-z0-9]+$/, '아이디는 영문과 숫자만 사용할 수 있습니다.'),
  password: z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(passwordLength.min, passwordTooShort)
    .max(passwordLength.max, passwordTooLong),
  nickname: textInput(textLimits.nickname).optional(),
  phone: phone.optional().default(''),
  email: email.optional().default(''),
  bankName: required(textLimits.bankName),
  accountNumber: required(textLimits.accountNumber).regex(
    /^\d+$/,
    '계좌번호는 하이픈 없이 숫자만 입력해주세요.',
  ),
  accountHolder: required(textLimits.accountHolder),
  roleCode: z.enum(roleCodes).default('MEMBER'),
  /** Defaults to the creating administrator's own org. */
  orgId: idInput('조직 ID').optional(),
  /** 3 % when absent, or the highest the house edge allows if that is lower. */
  pointRate: pointRateInput.optional(),
  /** The creator's own password: asked when SUPER creates another SUPER (for four eyes). */
  currentPassword: z.string({ error: '현재 비밀번호를 입력해주세요.' }).max(passwordLength.max).optional(),
})
export type CreateMemberInput = z.infer<typeof createMemberInput>

/** What a member list sorts by: the fields of the same names. */
export const memberSorts = ['registeredAt', 'lastLoginAt', 'moneyBal', 'pointBal'] as const

export const listMembersInput = z.object({
  roleCode: roleCode.optional(),
  statusCode: statusCode.optional(),
  /** Part of a login id, nickname, name or phone number, any case. */
  q: textInput(textLimits.search).optional(),
  /** This org and every org below it. */
  orgId: idInput('조직 ID').optional(),
  page: pageNumberInput,
  limit: pageSizeChoiceInput(listPageSizes.members.choices, listPageSizes.members.fallback),
  sort: z
    .enum(memberSorts, { error: '정렬 기준은 registeredAt, lastLoginAt, moneyBal, pointBal 중 하나입니다.' })
    .default('registeredAt'),
  order: z.enum(['asc', 'desc'], { error: '정렬 순서는 asc 또는 desc입니다.' }).default('desc'),
})
export type ListMembersFilter = z.output<typeof listMembersInput>

export const memberIdInput = z.object({ id: idInput('회원 ID') })

/** A member's own password change; the confirmation is the client's check (docs/product.md §5.4). */
export const changePasswordInput = z.object({
  currentPassword: currentPasswordField,
  newPassword: z
    .string({ error: '새 비밀번호를 입력해주세요.' })
    .min(passwordLength.min, passwordTooShort)
    .max(passwordLength.max, passwordTooLong),
})
export type ChangePasswordInput = z.infer<typeof changePasswordInput>

const unknownField = (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `변경할 수 없는 항목입니다: ${issue.keys?.join(', ')}` : undefined

/**
 * An administrator's edit of a user (docs/product.md §5.6): every field optional; the login id
 * and anything else not listed is refused. The role must be one the actor may assign (checked in
 * the use case).
 */
export const updateMemberInput = z.strictObject(
  {
    id: idInput('회원 ID'),
    nickname: nickname.optional(),
    name: textInput(textLimits.name).min(1, '이름을 입력해주세요.').optional(),
    phone: phone.optional(),
    email: email.optional(),
    pointRate: pointRateInput.optional(),
    statusCode: statusCode.optional(),
    roleCode: roleCode.optional(),
  },
  { error: unknownField },
)
export type UpdateMemberInput = z.output<typeof updateMemberInput>

/**
 * What a member edits of their own record (docs/product.md §5.4): nickname, phone and email, each
 * optional. A member types the phone, so letters in it are refused rather than dropped.
 */
export const updateProfileInput = z.strictObject(
  {
    nickname: nickname.optional(),
    phone: z
      .string({ error: '전화번호는 문자열이어야 합니다.' })
      .regex(/^[\d\s-]*$/, '전화번호는 숫자와 하이픈만 입력할 수 있습니다.')
      .pipe(phone)
      .optional(),
    email: email.optional(),
  },
  { error: unknownField },
)
export type UpdateProfileInput = z.output<typeof updateProfileInput>

/** A password an administrator sets for a user (docs/product.md §5.6: 4 characters or more after trimming). */
export const memberPasswordInput = z.object({
  id: idInput('회원 ID'),
  password: z
    .string({ error: '비밀번호를 입력해주세요.' })
    .max(passwordLength.max, passwordTooLong)
    .superRefine((password, context) => {
      // A length refusal (not any refinement), so a form words it by its bound in any language.
      if (password.trim().length < passwordLength.min)
        context.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: passwordLength.min,
          inclusive: true,
          input: password,
          message: passwordTooShort,
        })
    }),
})
export type MemberPasswordInput = z.output<typeof memberPasswordInput>

/** docs/product.md §4.3: betBlocked 1 or 0; true and false say the same. */
export const betBlockInput = z.object({
  id: idInput('회원 ID'),
  betBlocked: z
    .literal([0, 1, true, false], { error: '베팅 차단 값은 0, 1, true, false 중 하나입니다.' })
    .transform((value) => value === 1 || value === true),
})
export type BetBlockInput = z.output<typeof betBlockInput>

/** One member's money ledger as an administrator pages through it: 10 rows by default, at most 100. */
export const memberLedgerInput = z.object({
  id: idInput('회원 ID'),
  page: pageNumberInput,
  limit: pageSizeInput({ max: 100, fallback: 10 }),
})
export type MemberLedgerInput = z.output<typeof memberLedgerInput>
