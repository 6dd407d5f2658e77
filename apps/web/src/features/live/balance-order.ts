/**
 * Which balance is newest (docs/operations.md §8): live events carry their wallet's version, and
 * events of several servers may cross on the way, so an event older than one applied is dropped; two
 * events of one version (purchases of one batch) come in order and are applied in turn. A call's
 * answer has no version: it is newest unless an event changed the balance after the call was sent,
 * which is the call's own change or a newer one.
 */
export function createBalanceOrder(now: () => number = Date.now) {
  let version = -1
  let eventAt = Number.NEGATIVE_INFINITY
  return {
    acceptEvent(eventVersion: number): boolean {
      if (eventVersion < version) return false
      version = eventVersion
      eventAt = now()
      return true
    },
    acceptAnswer(sentAt: number): boolean {
      return eventAt < sentAt
    },
  }
}
