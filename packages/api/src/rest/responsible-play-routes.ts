import { selfExclusion, selfLimits } from './responses/responsible-play'
import type { RestRoute } from './routes'

/** The member's own limits, time-out and self-exclusion (responsible play). */
export const responsiblePlayRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/users/limits',
    procedure: 'users.limits',
    summary: '내 충전·베팅·손실 한도 (일·주·월, 대기 중인 변경 포함)',
    response: selfLimits,
  },
  {
    method: 'PUT',
    path: '/users/limits',
    procedure: 'users.setLimit',
    summary: '한도 설정 {type, period, amount} (낮추기는 즉시, 올리기·해제(null)는 24시간 후)',
    response: selfLimits,
  },
  {
    method: 'POST',
    path: '/users/self-exclusion',
    procedure: 'users.selfExclude',
    summary: '타임아웃 {days: 1|7|30}, 자기 제외 {days: 180|365|1825} 또는 {permanent: true} (연장만 가능)',
    response: selfExclusion,
  },
]
