import type { RoutesOf } from '../route'

/** The one-time ticket that opens the event stream. */
export const eventsRoutes: RoutesOf<'events'>[] = [
  { method: 'POST', path: '/events/ticket', procedure: 'events.ticket', summary: '이벤트 스트림 1회용 티켓' },
]
