import type { z } from 'zod'
import { accountRoutes } from './account-routes'
import { approvalRoutes } from './approval-routes'
import { cashierRoutes, idempotencyKeyHeader } from './cashier-routes'
import { memberRoutes } from './member-routes'
import { orgRoutes } from './org-routes'
import type { ProcedureInput, ProcedureOutput, ProcedurePath } from './procedures'
import { profileRoutes } from './profile-routes'
import { reportRoutes } from './report-routes'
import { signedIn } from './responses/account'
import { auditList } from './responses/audit'
import { bet, betHistory, placedBet, roundCaps } from './responses/bet'
import { fairnessDay } from './responses/fairness'
import { moneyLedger } from './responses/ledger'
import { member, memberDetail, members } from './responses/member'
import { dayResults, statistics } from './responses/results'
import { wallet } from './responses/wallet'
import { responsiblePlayRoutes } from './responsible-play-routes'
import { settlementRoutes } from './settlement-routes'

/** How a REST call becomes a procedure's input. */
export interface RestRequest {
  params: Record<string, string>
  query: Record<string, string>
  body: Record<string, unknown> | undefined
  headers: Headers
}

/** A route that calls the procedure at `Path`. */
interface RouteTo<Path extends ProcedurePath> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Path below /api, with `{name}` parameters. */
  path: string
  /** Dotted path of the tRPC procedure it calls; a path no procedure has does not compile. */
  procedure: Path
  summary: string
  /** HTTP status of a success; 200 unless it creates something (201) or proposes it (202). */
  status?: 200 | 201 | 202
  /**
   * Fields the route sets over the default input (query for GET/DELETE, body for POST/PUT, merged with
   * the path params), typed by the procedure's input.
   */
  extraInput?: (request: RestRequest) => Partial<Extract<ProcedureInput<Path>, object>>
  /** The schema of `data` in a success, for the OpenAPI document; its output is the procedure's answer. */
  response?: z.ZodType<ProcedureOutput<Path>>
  /**
   * A public answer that stays true until the instant this returns (the next draw): shared caches
   * and browsers may keep it till then. Every other API answer is `no-store`.
   */
  cacheUntil?: (data: ProcedureOutput<Path>) => string
  /** Answers the procedure's text as a file download instead of an envelope. */
  file?: ProcedureOutput<Path> extends string ? { contentType: string; name: string } : never
}

/** One of the routes, whichever procedure it calls. */
export type RestRoute = { [Path in ProcedurePath]: RouteTo<Path> }[ProcedurePath]

/** The REST adapter: every route is a thin call of one procedure. */
export const restRoutes: RestRoute[] = [
  { method: 'GET', path: '/health', procedure: 'health.check', summary: '서버 상태와 시각' },
  {
    method: 'POST',
    path: '/auth/login',
    procedure: 'auth.login',
    summary: '로그인 (area: member | admin)',
    response: signedIn,
  },
  {
    method: 'POST',
    path: '/admin/auth/login',
    procedure: 'auth.login',
    summary: '관리자 로그인',
    extraInput: () => ({ area: 'admin' }),
    response: signedIn,
  },
  { method: 'POST', path: '/auth/logout', procedure: 'auth.logout', summary: '로그아웃' },
  { method: 'GET', path: '/auth/me', procedure: 'auth.me', summary: '현재 사용자' },
  { method: 'POST', path: '/auth/refresh', procedure: 'auth.refresh', summary: '토큰 갱신 (회전)' },
  ...accountRoutes,
  { method: 'GET', path: '/users/profile', procedure: 'users.profile', summary: '회원 정보' },
  ...profileRoutes,
  {
    method: 'GET',
    path: '/admin/users',
    procedure: 'admin.users.list',
    summary: '회원 목록 (등급·상태·검색어·조직 필터, 정렬, 페이지)',
    response: members,
  },
  {
    method: 'POST',
    path: '/admin/users',
    procedure: 'admin.users.create',
    summary: '회원 생성',
    status: 201,
    response: member,
  },
  {
    method: 'GET',
    path: '/admin/users/{id}',
    procedure: 'admin.users.byId',
    summary: '회원 상세',
    response: memberDetail,
  },
  {
    method: 'GET',
    path: '/users/wallet',
    procedure: 'users.wallet',
    summary: '보유 머니와 포인트',
    response: wallet,
  },
  {
    method: 'GET',
    path: '/users/ledger',
    procedure: 'users.ledger',
    summary: '머니 내역',
    response: moneyLedger,
  },
  { method: 'PUT', path: '/users/password', procedure: 'users.changePassword', summary: '비밀번호 변경' },
  ...responsiblePlayRoutes,
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
  {
    method: 'POST',
    path: '/bets',
    procedure: 'bets.place',
    summary: '베팅 (roundId+items 또는 게임 화면 형식)',
    status: 201,
    extraInput: idempotencyKeyHeader,
    response: placedBet,
  },
  {
    method: 'GET',
    path: '/bets/history',
    procedure: 'bets.history',
    summary: '베팅 내역',
    response: betHistory,
  },
  {
    method: 'GET',
    path: '/bets/caps',
    procedure: 'bets.caps',
    summary: '회차 베팅 한도와 내가 이미 베팅한 금액 (roundId, 기본: 진행 회차)',
    response: roundCaps,
  },
  { method: 'GET', path: '/bets/{id}', procedure: 'bets.byId', summary: '베팅 상세', response: bet },
  { method: 'POST', path: '/events/ticket', procedure: 'events.ticket', summary: '이벤트 스트림 1회용 티켓' },
  {
    method: 'GET',
    path: '/admin/odds',
    procedure: 'admin.odds.list',
    summary: '배당률, 환수율(RTP)과 진행 회차의 선택별 베팅액·당첨 시 지급액',
  },
  {
    method: 'GET',
    path: '/admin/settings',
    procedure: 'admin.settings.get',
    summary: '운영 설정 (베팅 한도 등)',
  },
  ...cashierRoutes,
  ...settlementRoutes,
  ...memberRoutes,
  {
    method: 'GET',
    path: '/admin/audit',
    procedure: 'admin.audit.list',
    summary: '관리자 작업 기록 (감사 로그)',
    response: auditList,
  },
  ...reportRoutes,
  ...orgRoutes,
  ...approvalRoutes,
]
