import type { RoutesOf } from '../route'

/** Whether the server runs, and its clock. */
export const healthRoutes: RoutesOf<'health'>[] = [
  { method: 'GET', path: '/health', procedure: 'health.check', summary: '서버 상태와 시각' },
]
