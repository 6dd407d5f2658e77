import type { ClientEvent } from '@pb/core/events/types'
import { EventSource } from 'eventsource'

export interface EventListener {
  /** Every event received so far, in order. */
  received: ClientEvent[]
  /** The id of each received event, in the same order. */
  ids: string[]
  /** Settles when the stream ends after it opened (the server closed it, or it dropped). */
  ended: Promise<void>
  close(): void
}

/**
 * Opens /api/events (bearer header or a ticket in the URL) and collects what arrives; resolves once
 * open. `lastEventId` is sent as a reconnecting browser sends it.
 */
export function listenEvents(url: string, token?: string, lastEventId?: string): Promise<EventListener> {
  const received: ClientEvent[] = []
  const ids: string[] = []
  const source = new EventSource(url, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...init?.headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
      }),
  })
  source.onmessage = (message) => {
    received.push(JSON.parse(message.data) as ClientEvent)
    ids.push(message.lastEventId)
  }
  let endStream = () => {}
  const ended = new Promise<void>((resolve) => {
    endStream = resolve
  })
  return new Promise((resolve, reject) => {
    source.onopen = () => resolve({ received, ids, ended, close: () => source.close() })
    source.onerror = (error) => {
      source.close()
      endStream()
      reject(error)
    }
  })
}

/** Waits (up to 2 s) until `check` holds. */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await Bun.sleep(20)
}
