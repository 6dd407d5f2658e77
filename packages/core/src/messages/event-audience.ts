import type { Actor } from '../auth/actor'
import type { GameEvent, MessagingEvent } from '../events/types'
import { isInSubtree } from '../users/scope'

const messagingTypes = new Set<GameEvent['type']>([
  'NOTICES_CHANGED',
  'MESSAGE_RECEIVED',
  'MESSAGE_READ',
  'INQUIRY_CHANGED',
])

export function isMessagingEvent(event: GameEvent): event is MessagingEvent {
  return messagingTypes.has(event.type)
}

/** Whether a member's branch lies inside the subtree at `orgPath` (a branch audience). */
const memberWithin = (actor: Actor, orgPath: string) =>
  actor.area === 'member' && actor.orgPath.startsWith(orgPath)

/** Whether an administrator's subtree holds the branch at `orgPath`. */
const adminOver = (actor: Actor, orgPath: string) => actor.area === 'admin' && isInSubtree(actor, orgPath)

/** docs/messages.md §5: who hears which change of the operator's messages. */
export function hearsMessagingEvent(actor: Actor, event: MessagingEvent): boolean {
  switch (event.type) {
    case 'NOTICES_CHANGED':
      return memberWithin(actor, event.orgPath)
    case 'MESSAGE_RECEIVED':
      return event.recipientId === null
        ? memberWithin(actor, event.orgPath)
        : actor.area === 'member' && actor.userId === event.recipientId
    case 'MESSAGE_READ':
      return adminOver(actor, event.orgPath)
    case 'INQUIRY_CHANGED':
      return adminOver(actor, event.orgPath) || (actor.area === 'member' && actor.userId === event.memberId)
  }
}
