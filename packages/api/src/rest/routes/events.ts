import { eventPosition } from '../responses/events'
import type { RoutesOf } from '../route'

/** The event stream's position (to open it from, after a first read) and its one-time ticket. */
export const eventsRoutes: RoutesOf<'events'>[] = [
  {
    method: 'GET',
    path: '/events/position',
    procedure: 'events.position',
    response: eventPosition,
    summary: '이벤트 스트림의 현재 위치',
  },
  { method: 'POST', path: '/events/ticket', procedure: 'events.ticket', summary: '이벤트 스트림 1회용 티켓' },
]
