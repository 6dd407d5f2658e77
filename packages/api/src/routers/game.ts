import { resultsOfDay } from '@pb/core/draw-history/results-of-day'
import { resultsInput, statisticsInput } from '@pb/core/draw-history/schemas'
import { statistics } from '@pb/core/draw-history/statistics'
import { currentGame } from '@pb/core/game/current-game'
import { fairnessOf } from '@pb/core/game/fairness'
import { listOdds } from '@pb/core/game/odds'
import { recentResults } from '@pb/core/game/recent-results'
import { fairnessInput, gameCodeInput, recentResultsInput } from '@pb/core/game/schemas'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../answer'
import { fairnessDay } from '../rest/responses/fairness'
import { dayResults, statistics as statisticsAnswer } from '../rest/responses/results'
import { publicProcedure } from '../trpc'

export const gameRouter = {
  odds: publicProcedure
    .meta({ rest: { method: 'GET', path: '/games/odds', summary: '배당률' } })
    .input(gameCodeInput)
    .query(({ ctx }) => listOdds(ctx)),

  current: publicProcedure
    .meta({ rest: { method: 'GET', path: '/games/current', summary: '현재 회차와 마감 시각' } })
    .query(({ ctx }) => currentGame(ctx)),

  /** The spec's `/api/powerball/current` shape. */
  powerballCurrent: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/powerball/current',
        summary: '현재 회차와 최근 결과',
      },
    })
    .query(async ({ ctx }) => {
      const game = await currentGame(ctx)
      return {
        currentRound: game.round,
        currentTodayRound: game.todayRound,
        phase: game.phase,
        lastResult: game.lastResult,
      }
    }),

  recentResults: publicProcedure
    .meta({ rest: { method: 'GET', path: '/games/recent-results', summary: '최근 결과' } })
    .input(recentResultsInput)
    .query(({ ctx, input }) => recentResults(ctx, input)),

  /** A game day's results, newest first, paged; or one round found by its number. */
  results: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/games/results',
        summary: '날짜별 회차 결과 (최신순, 페이지; round로 회차 검색)',
        cachedUntilField: 'freshUntil',
      },
    })
    .input(resultsInput)
    .output(answer(dayResults))
    .query(({ ctx, input }) => resultsOfDay(ctx, input)),

  statistics: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/games/statistics',
        summary: '결과 통계와 패턴 보드 (rounds=N 또는 days=N, 기본 30일)',
        cachedUntilField: 'freshUntil',
      },
    })
    .input(statisticsInput)
    .output(answer(statisticsAnswer))
    .query(({ ctx, input }) => statistics(ctx, input)),

  fairness: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/games/fairness',
        summary: '하루의 앵커와 공개된 시드',
      },
    })
    .input(fairnessInput)
    .output(answer(fairnessDay))
    .query(({ ctx, input }) => fairnessOf(ctx, input)),
} satisfies TRPCRouterRecord
