import {
  currentGame,
  fairnessInput,
  fairnessOf,
  gameCodeInput,
  listOdds,
  recentResults,
  recentResultsInput,
  statistics,
  statisticsInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { publicProcedure } from '../trpc'

export const gameRouter = {
  odds: publicProcedure.input(gameCodeInput).query(({ ctx }) => listOdds(ctx.db)),

  current: publicProcedure.query(({ ctx }) => currentGame(ctx.db, ctx.deps.clock)),

  /** The spec's `/api/powerball/current` shape. */
  powerballCurrent: publicProcedure.query(async ({ ctx }) => {
    const game = await currentGame(ctx.db, ctx.deps.clock)
    return {
      currentRound: game.round,
      currentTodayRound: game.todayRound,
      phase: game.phase,
      lastResult: game.lastResult,
    }
  }),

  recentResults: publicProcedure
    .input(recentResultsInput)
    .query(({ ctx, input }) => recentResults(ctx.db, input.limit)),

  statistics: publicProcedure
    .input(statisticsInput)
    .query(({ ctx, input }) => statistics(ctx.db, ctx.deps.clock, input.days)),

  fairness: publicProcedure
    .input(fairnessInput)
    .query(({ ctx, input }) => fairnessOf(ctx.db, ctx.deps.clock, input.date)),
} satisfies TRPCRouterRecord
