import {
  currentGame,
  fairnessInput,
  fairnessOf,
  gameCodeInput,
  listOdds,
  recentResults,
  recentResultsInput,
  resultsInput,
  resultsOfDay,
  statistics,
  statisticsInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { publicProcedure } from '../trpc'

export const gameRouter = {
  odds: publicProcedure.input(gameCodeInput).query(({ ctx }) => listOdds(ctx)),

  current: publicProcedure.query(({ ctx }) => currentGame(ctx)),

  /** The spec's `/api/powerball/current` shape. */
  powerballCurrent: publicProcedure.query(async ({ ctx }) => {
    const game = await currentGame(ctx)
    return {
      currentRound: game.round,
      currentTodayRound: game.todayRound,
      phase: game.phase,
      lastResult: game.lastResult,
    }
  }),

  recentResults: publicProcedure
    .input(recentResultsInput)
    .query(({ ctx, input }) => recentResults(ctx, input)),

  /** A game day's results, newest first, paged; or one round found by its number. */
  results: publicProcedure.input(resultsInput).query(({ ctx, input }) => resultsOfDay(ctx, input)),

  statistics: publicProcedure.input(statisticsInput).query(({ ctx, input }) => statistics(ctx, input)),

  fairness: publicProcedure.input(fairnessInput).query(({ ctx, input }) => fairnessOf(ctx, input)),
} satisfies TRPCRouterRecord
