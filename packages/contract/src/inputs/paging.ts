import { z } from 'zod'
import { MAX_PAGE } from '../limits'

const pageRange = `페이지는 1~${MAX_PAGE.toLocaleString('en')} 사이여야 합니다. 더 지난 내역은 기간 등 조건을 좁혀 조회해주세요.`

/** The page number of every list: 1 by default, at most MAX_PAGE (OpenAPI `maximum`). */
export const pageNumberInput = z.coerce
  .number({ error: '페이지는 숫자여야 합니다.' })
  .int('페이지는 정수여야 합니다.')
  .min(1, pageRange)
  .max(MAX_PAGE, pageRange)
  .default(1)

/**
 * Rows per page of a list: outside 1…`max` it is refused with a message naming the range (OpenAPI
 * `minimum`, `maximum`), never clamped, so a client learns its mistake.
 */
export function pageSizeInput(range: { max: number; fallback: number }) {
  const allowed = `표시 개수는 1~${range.max} 사이여야 합니다.`
  return z.coerce
    .number({ error: '표시 개수는 숫자여야 합니다.' })
    .int(allowed)
    .min(1, allowed)
    .max(range.max, allowed)
    .default(range.fallback)
}

/** Rows per page of a list that offers a few sizes only (OpenAPI `enum`); any other is refused naming them. */
export function pageSizeChoiceInput<Size extends number>(sizes: readonly Size[], fallback: Size) {
  const allowed = `표시 개수는 ${sizes.join(', ')} 중 하나여야 합니다.`
  return z.coerce
    .number({ error: allowed })
    .refine((size): size is Size => (sizes as readonly number[]).includes(size), allowed)
    .default(fallback)
    .meta({ enum: [...sizes] })
}

/**
 * Rows per page of the back office's bet list, which docs/product.md §5.9 fits into `min`…`max` rather than
 * refused (said so in its OpenAPI description); only what is not a whole number is refused.
 */
export function clampedPageSizeInput(range: { min: number; max: number; fallback: number }) {
  const notWhole = '표시 개수는 정수여야 합니다.'
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/)
          .transform(Number),
      ],
      { error: notWhole },
    )
    .pipe(z.number().int(notWhole))
    .transform((size) => Math.min(range.max, Math.max(range.min, size)))
    .default(range.fallback)
    .meta({
      description: `표시 개수 ${range.min}~${range.max} (기본 ${range.fallback}); 범위 밖의 값은 가까운 끝으로 맞춥니다.`,
    })
}
