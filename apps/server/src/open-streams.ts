import type { EventBus, EventSink } from '@pb/core/events/types'

/**
 * The bus as the requests use it, counting the client streams (SSE and tRPC) open on this instance
 * for the metrics: a stream counts from its admission until its release, which every stream calls
 * once it ends, whether the client left, its session ended or a newer stream passed a cap.
 */
export function countingOpenStreams<Bus extends EventBus>(bus: Bus): { bus: Bus; count: () => number } {
  const open = new Set<EventSink>()
  const streams: EventBus['streams'] = {
    admit(sink) {
      open.add(sink)
      const release = bus.streams.admit(sink)
      return () => {
        open.delete(sink)
        release()
      }
    },
    deliver: (event, id) => bus.streams.deliver(event, id),
    endAll: () => bus.streams.endAll(),
  }
  return { bus: { ...bus, streams }, count: () => open.size }
}
