import { adminBets } from '../../responses/admin-bets'
import type { RoutesOf } from '../../route'

/** The back office's bet list. */
export const adminBetsRoutes: RoutesOf<'admin.bets'>[] = [
  {
    method: 'GET',
    path: '/admin/bets',
    procedure: 'admin.bets.list',
    summary: '베팅 내역 (항목별, 최신순, 페이지·전체 합계)',
    edgeNames: { answer: { 'items.stake': 'amount' }, answerAliases: { 'items.roundNo': 'roundId' } },
    response: adminBets,
  },
]
