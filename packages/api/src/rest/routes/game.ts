import { fairnessDay } from '../responses/fairness'
import { dayResults, statistics } from '../responses/results'
import type { RoutesOf } from '../route'

/** The game's public answers: odds, the open round, results, statistics and the fairness record. */
export const gameRoutes: RoutesOf<'game'>[] = [
  { method: 'GET', path: '/games/odds', procedure: 'game.odds', summary: '배당률' },
  { method: 'GET', path: '/games/current', procedure: 'game.current', summary: '현재 회차와 마감 시각' },
  {
    method: 'GET',
    path: '/powerball/current',
    procedure: 'game.powerballCurrent',
    summary: '현재 회차와 최근 결과',
  },
  { method: 'GET', path: '/games/recent-results', procedure: 'game.recentResults', summary: '최근 결과' },
  {
    method: 'GET',
    path: '/games/results',
    procedure: 'game.results',
    summary: '날짜별 회차 결과 (최신순, 페이지; round로 회차 검색)',
    response: dayResults,
    cacheUntil: (results) => results.freshUntil,
  },
  {
    method: 'GET',
    path: '/games/statistics',
    procedure: 'game.statistics',
    summary: '결과 통계와 패턴 보드 (rounds=N 또는 days=N, 기본 30일)',
    response: statistics,
    cacheUntil: (answer) => answer.freshUntil,
  },
  {
    method: 'GET',
    path: '/games/fairness',
    procedure: 'game.fairness',
    summary: '하루의 앵커와 공개된 시드',
    response: fairnessDay,
  },
]
