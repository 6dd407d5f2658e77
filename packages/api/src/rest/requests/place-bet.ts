import { betItemFields, placeBetInput } from '@pb/core/betting/schemas'
import { z } from 'zod'

const { selectionCode, stake, odds } = betItemFields
const idempotencyKey = placeBetInput.shape.idempotencyKey

/** docs/game-rules.md §8, first form: a round (`roundId`) and a list of items (`stakeAmount` each). */
const roundForm = z.object({
  roundId: z.number().int().positive(),
  items: z
    .array(z.object({ selectionCode, stakeAmount: stake, odds }), { error: '베팅 항목을 선택해주세요.' })
    .min(1, '베팅 항목을 선택해주세요.')
    .max(45),
  idempotencyKey,
})

/** The game page's form: one selection (`betValue`, `amount`) on the open round, or on `gameId` when numeric. */
const gamePageForm = z.object({
  gameId: z.union([z.string().max(40), z.number().int()]).optional(),
  betType: z.string().max(40).optional(),
  betValue: selectionCode,
  amount: stake,
  odds,
  idempotencyKey,
})

/** `POST /api/bets`: both request forms, read into the procedure's `{ roundNo?, items }`. */
export const placeBetRequest = z.union([roundForm, gamePageForm]).transform((input) =>
  'items' in input
    ? {
        roundNo: input.roundId,
        items: input.items.map((item) => ({
          selectionCode: item.selectionCode,
          stake: item.stakeAmount,
          odds: item.odds,
        })),
        idempotencyKey: input.idempotencyKey,
      }
    : {
        roundNo: typeof input.gameId === 'number' ? input.gameId : undefined,
        items: [{ selectionCode: input.betValue, stake: input.amount, odds: input.odds }],
        idempotencyKey: input.idempotencyKey,
      },
)
