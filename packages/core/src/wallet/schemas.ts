import { z } from 'zod'

export const pointLedgerInput = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  type: z.enum(['EARN', 'CONVERT', 'ADJUST']).optional(),
})
export type PointLedgerInput = z.infer<typeof pointLedgerInput>
