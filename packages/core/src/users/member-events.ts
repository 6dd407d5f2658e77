import type { GameEvent } from '../events/types'

/** What the member's open pages hear after an administrator changed their betting block or status. */
export function profileUpdated(member: {
  id: number
  betBlocked: boolean
  statusCode: Extract<GameEvent, { type: 'PROFILE_UPDATED' }>['statusCode']
}): GameEvent {
  return {
    type: 'PROFILE_UPDATED',
    userId: member.id,
    betBlocked: member.betBlocked,
    statusCode: member.statusCode,
  }
}
