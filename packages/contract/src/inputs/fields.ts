import { z } from 'zod'
import { MAX_INT, passwordLength } from '../limits'

/**
 * A row id from a path, query or body: a whole number the integer id columns can hold, sent as a
 * number or as digits (a query string has no numbers); `true` or `1.5` is not an id.
 */
export const idInput = (label = 'ID') =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/)
          .transform(Number),
      ],
      {
        error: `${label}는 숫자여야 합니다.`,
      },
    )
    .pipe(
      z
        .number()
        .int(`${label}는 정수여야 합니다.`)
        .min(1, `${label}는 1 이상이어야 합니다.`)
        .max(MAX_INT, `${label}가 너무 큽니다.`),
    )

/** A sum of won as the schemas' messages name it: `10,000원`. */
export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`

/** A decimal number sent as a number or as its digits (a form field); `true` or `null` is not one. */
export const decimalInput = (message: string) =>
  z.union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ],
    { error: message },
  )

// C0 control characters other than tab and line breaks: the database cannot store NUL, and none belongs in text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** Whether a string holds no control characters (NUL among them). */
export const isPlainText = (value: string) => !CONTROL_CHARACTERS.test(value)

/** Free text as people type it: trimmed, at most `max` characters, no control characters. */
export const textInput = (max: number) =>
  z
    .string({ error: '문자열이어야 합니다.' })
    .trim()
    .max(max, `${max}자까지 입력할 수 있습니다.`)
    .refine(isPlainText, '사용할 수 없는 문자가 포함되어 있습니다.')

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `YYYY-MM-DD` names a real calendar day (no 2024-02-30, no year 0). */
function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}

/** A KST calendar date as list filters take it. */
export const kstDateInput = z
  .string({ error: '날짜는 YYYY-MM-DD 형식이어야 합니다.' })
  .regex(DATE, '날짜는 YYYY-MM-DD 형식이어야 합니다.')
  .refine(isCalendarDate, '존재하지 않는 날짜입니다.')

// RFC 3339 allows any number of fraction digits (Python's isoformat() writes six) and a lower-case t and z.
const INSTANT = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?([Zz]|[+-]\d{2}:\d{2})?$/
const INSTANT_FORMAT = '시각은 ISO-8601 또는 YYYY-MM-DD HH:mm[:ss] 형식이어야 합니다.'

/** The instant `value` names, or null when its date or time does not exist. */
function instantOf(value: string): Date | null {
  const [, date = '', hours = '', minutes = '', seconds = '00', fraction = '', zone = '+09:00'] =
    INSTANT.exec(value) ?? []
  const offset = zone.toUpperCase()
  const [offsetHours = 0, offsetMinutes = 0] = offset === 'Z' ? [] : offset.slice(1).split(':').map(Number)
  if (!isCalendarDate(date) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null
  if (offsetHours > 14 || offsetMinutes > 59) return null
  // A Date holds milliseconds: digits beyond the third are cut off, never rounded up into the next one.
  return new Date(`${date}T${hours}:${minutes}:${seconds}${fraction.slice(0, 4)}${offset}`)
}

/**
 * A moment: an ISO-8601 / RFC 3339 instant with its offset (`2026-11-24T10:00:00Z`, `…+09:00`, any
 * number of fraction digits, kept to the millisecond), or a wall-clock time without one
 * (`2026-11-24 19:00[:ss]`), read as KST like every time of the game.
 */
export const instantInput = z
  .string({ error: INSTANT_FORMAT })
  .trim()
  .regex(INSTANT, INSTANT_FORMAT)
  .transform((value, context) => {
    const instant = instantOf(value)
    if (instant) return instant
    context.addIssue({ code: 'custom', message: '존재하지 않는 날짜 또는 시각입니다.' })
    return z.NEVER
  })

/** The optional `Idempotency-Key` of a money-moving call (REST header or tRPC input). */
export const idempotencyKeyInput = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine(isPlainText, 'Idempotency-Key에 사용할 수 없는 문자가 포함되어 있습니다.')
  .optional()

/** The field of every call that asks for the signed-in user's own password again. */
export const currentPasswordField = z
  .string({ error: '현재 비밀번호를 입력해주세요.' })
  .min(1, '현재 비밀번호를 입력해주세요.')
  .max(passwordLength.max)
