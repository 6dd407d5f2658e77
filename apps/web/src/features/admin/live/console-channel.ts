/**
 * docs/product.md §2.5: tabs of the console tell each other when requests arrive or odds are applied, so a tab
 * whose stream is down still refreshes. Every tab also hears its own stream; this is the fallback.
 */
export type ConsoleMessage = { type: 'requests-changed' } | { type: 'odds-applied' }

const channelName = 'powerball-admin'

export function announce(message: ConsoleMessage) {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(channelName)
  channel.postMessage(message)
  channel.close()
}

/** Listens to the other tabs; returns the function that stops listening. */
export function listenToOtherTabs(onMessage: (message: ConsoleMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(channelName)
  channel.onmessage = (event: MessageEvent<ConsoleMessage>) => onMessage(event.data)
  return () => channel.close()
}
