import type { ApprovalStatus, InquiryStatus, UserStatus } from '@pb/db'
import type { Actor } from '../auth/actor'

/**
 * Why a wallet moved (docs/game-rules.md §7): a client refreshes only what that cause touched (the
 * money ledger, the point history, the member's requests).
 */
const balanceCauses = [
  'BET',
  'SETTLEMENT',
  'VOID',
  'RESETTLEMENT',
  'CASHIER_REQUEST',
  'POINT_CONVERSION',
  'MONEY_ADJUSTMENT',
  'POINT_ADJUSTMENT',
  'COMMISSION',
] as const
export type BalanceCause = (typeof balanceCauses)[number]

/** Real-time events (docs/game-rules.md §7, docs/api-conventions.md §8), plus the ones open pages refetch on. */
export type GameEvent =
  | {
      type: 'BALANCE_UPDATED'
      userId: number
      moneyBal: number
      pointBal: number
      cause: BalanceCause
      /** The wallet's version with these balances: a client never applies a smaller one after a larger. */
      version: number
    }
  | {
      type: 'BET_SETTLED'
      userId: number
      status: 'WON' | 'LOST' | 'VOID'
      payout: number
      purchaseNo: string
      roundNo: number
    }
  /**
   * A round's result, settled: the powerball fields of docs/game-rules.md §8 and, so that a page can show the draw and
   * update its boards without asking, the normal balls in draw order and what their sum decides.
   */
  | {
      type: 'RESULT_SAVED'
      roundNo: number
      pbValue: number
      pbOddEven: string
      pbOverUnder: string
      drawOrder: number[]
      numberSum: number
      numberOddEven: string
      numberUnderOver: string
      numberSize: string
      source: 'RNG' | 'MANUAL'
    }
  /** A settled round's payouts and points were checked against the ledger rows it wrote. */
  | { type: 'VERIFICATION_COMPLETED'; roundNo: number; resultCount: number }
  | { type: 'SETTLEMENT_COMPLETED'; roundNo: number; settledBets: number }
  | { type: 'ROUND_VOIDED'; roundNo: number }
  /** A voided round reached its draw time: its seed is public now, with no result. */
  | { type: 'VOID_SEED_REVEALED'; roundNo: number }
  | { type: 'ODDS_UPDATED'; selectionCode: string; oddsValue: number }
  | CashierEvent
  | ApprovalsChangedEvent
  /** An administrator blocked or unblocked the member's betting or changed their status. */
  | { type: 'PROFILE_UPDATED'; userId: number; betBlocked: boolean; statusCode: UserStatus }
  | MessagingEvent
  | SessionRevokedEvent

/**
 * Sessions of a user ended (suspension, deletion, a new password, logout): open event streams of
 * those sessions close. It only travels on the bus and is never sent to a client.
 */
export type SessionRevokedEvent = { type: 'SESSION_REVOKED'; userId: number; sessionIds: string[] }

/**
 * Sent to a reconnecting client instead of what it missed, when the missed events are no longer
 * known (older than the replay window, or from before this instance started): refetch everything.
 */
type ResyncEvent = { type: 'RESYNC' }

/** What a client may hear. */
export type ClientEvent = Exclude<GameEvent, SessionRevokedEvent> | ResyncEvent

/** An event with its id: one ascending sequence across every server instance. */
export interface NumberedEvent<E = GameEvent> {
  id: number
  event: E
}

/**
 * A member's top-up or withdrawal request arrived, or was approved or rejected: open admin consoles
 * refresh their pending counters and live-approval lists. `orgPath` is the member's org, so only
 * administrators whose subtree holds the member hear it.
 */
export type CashierEvent =
  | {
      type: 'TRANSACTION_REQUESTED'
      transactionType: 'TOPUP' | 'WITHDRAWAL'
      id: number
      memberId: number
      loginId: string
      amount: number
      requestedAt: string
      orgPath: string
    }
  | {
      type: 'TRANSACTION_PROCESSED'
      transactionType: 'TOPUP' | 'WITHDRAWAL'
      id: number
      memberId: number
      statusCode: 'APPROVED' | 'REJECTED'
      orgPath: string
    }

/** A proposal was made or decided (four eyes): SUPER consoles refresh their counter and list. */
export type ApprovalsChangedEvent = {
  type: 'APPROVALS_CHANGED'
  id: number
  status: ApprovalStatus
  /** The root's path: only SUPER's subtree holds it. */
  orgPath: string
}

/**
 * The operator's messages changed (docs/messages.md §5); each carries the branch path whose people
 * hear it, and members refetch their notices, inbox or inquiries, consoles their queue and receipts.
 * - NOTICES_CHANGED: a notice was published, changed or taken down; its audience's members.
 * - MESSAGE_RECEIVED: a message was sent; the member it names, or every member of the branch's subtree.
 * - MESSAGE_READ: a member opened a message; the administrators whose subtree holds its audience.
 * - INQUIRY_CHANGED: an inquiry was asked, answered, replied to or closed; its member, and the
 *   administrators whose subtree holds the member.
 */
export type MessagingEvent =
  | { type: 'NOTICES_CHANGED'; orgPath: string }
  | { type: 'MESSAGE_RECEIVED'; id: number; orgPath: string; recipientId: number | null }
  | { type: 'MESSAGE_READ'; id: number; orgPath: string }
  | { type: 'INQUIRY_CHANGED'; id: number; memberId: number; status: InquiryStatus; orgPath: string }

/** Events that concern one member only; everyone else's are never sent to them. */
export function isPrivateEvent(event: GameEvent): event is Extract<GameEvent, { userId: number }> {
  return event.type === 'BALANCE_UPDATED' || event.type === 'BET_SETTLED' || event.type === 'PROFILE_UPDATED'
}

/** Events for administrators of the member's org subtree only. */
export function isAdminEvent(event: GameEvent): event is CashierEvent | ApprovalsChangedEvent {
  return (
    event.type === 'TRANSACTION_REQUESTED' ||
    event.type === 'TRANSACTION_PROCESSED' ||
    event.type === 'APPROVALS_CHANGED'
  )
}

/**
 * One instance's side of the outbox. It writes no events: a change writes its own in its transaction
 * (`commitWithEvents`), and the bus delivers what committed.
 */
export interface EventBus {
  /**
   * Delivers, on this instance, every event committed before the call, or at least the run a commit
   * wrote; it never fails.
   */
  deliverCommitted(written?: WrittenRun): Promise<void>
  /** What a NOTIFY on the events channel calls, with its payload (the newest id written). */
  wake(payload: string): void
  /** Returns the unsubscribe function. Events arrive in id order. */
  subscribe(listener: (event: GameEvent, id: number) => void): () => void
  /** Every event this instance heard after `afterId`, or null when it cannot know them all. */
  since(afterId: number): NumberedEvent[] | null
  /** The newest id this instance knows of. */
  lastId(): number
  /** The client streams open on this instance, capped per session and per user. */
  streams: StreamRegistry
}

/** One open client stream, as the registry hands it events. */
export interface EventSink {
  /** Whose stream it is: decides what it hears and which caps it counts against. */
  readonly actor: Actor
  /** An event the actor may hear, in id order. */
  send(event: ClientEvent, id: number): void
  /**
   * The stream is over (its session ended, or a newer stream passed a cap); it hears nothing more.
   * `draining`: this instance is shutting down, and the client should reconnect to another.
   */
  end(reason?: 'draining'): void
}

export interface StreamRegistry {
  /** Opens a stream: delivers to it from now on and closes the owner's oldest ones beyond the caps; answers its release. */
  admit(sink: EventSink): () => void
  /** Hands an event to the open streams that may hear it; SESSION_REVOKED ends its sessions' streams. */
  deliver(event: GameEvent, id: number): void
  /** Ends every open stream, telling each client to reconnect elsewhere (docs/operations.md §3). */
  endAll(): void
}

/** A run of events a transaction wrote: its ids, and the events themselves when the writer has them. */
export interface WrittenRun {
  firstId: number
  lastId: number
  events?: GameEvent[]
}
