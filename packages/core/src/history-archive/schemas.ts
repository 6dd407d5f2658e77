import { idInput, kstDateInput } from '@pb/contract/inputs/fields'
import { pageNumberInput, pageSizeInput } from '@pb/contract/inputs/paging'
import { listPageSizes } from '@pb/contract/limits'
import { z } from 'zod'

/** POST /admin/settlement (docs/money.md §8): nothing happens without `confirm: true`. */
export const archiveEveryoneInput = z
  .object({ confirm: z.boolean({ error: '확인 값(confirm)은 true 또는 false여야 합니다.' }).optional() })
  .default({})
export type ArchiveEveryoneInput = z.output<typeof archiveEveryoneInput>

const archiveKinds = ['bets', 'money', 'points', 'transactions'] as const

/** SUPER's archive view: the archived rows of one kind of history. */
export const archiveInput = z.object({
  kind: z
    .enum(archiveKinds, { error: '보관 내역 종류는 bets, money, points, transactions 중 하나입니다.' })
    .default('bets'),
  userId: idInput('회원 ID').optional(),
  startDate: kstDateInput.optional(),
  endDate: kstDateInput.optional(),
  page: pageNumberInput,
  limit: pageSizeInput(listPageSizes.archive),
})
export type ArchiveInput = z.output<typeof archiveInput>

/** The archivings made, newest first; with `userId`, that member's own. */
export const archiveListInput = z.object({
  userId: idInput('회원 ID').optional(),
  page: pageNumberInput,
  limit: pageSizeInput(listPageSizes.archive),
})
export type ArchiveListInput = z.output<typeof archiveListInput>
