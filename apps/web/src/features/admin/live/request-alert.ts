import { useSyncExternalStore } from 'react'

const mutedKey = 'adminAlertMuted'
const listeners = new Set<() => void>()
let context: AudioContext | undefined

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const isMuted = () => localStorage.getItem(mutedKey) === '1'

export function useAlertMuted(): boolean {
  return useSyncExternalStore(subscribe, isMuted, isMuted)
}

export function setAlertMuted(muted: boolean) {
  localStorage.setItem(mutedKey, muted ? '1' : '0')
  for (const listener of listeners) listener()
}

/**
 * A short two-note chime for a new top-up or withdrawal request, made in the browser so no sound
 * file is fetched. Browsers allow it only after the operator has interacted with the page; before
 * that it stays silent rather than failing.
 */
export function playRequestChime() {
  if (isMuted()) return
  try {
    context ??= new AudioContext()
    const start = context.currentTime
    for (const [offset, frequency] of [
      [0, 880],
      [0.16, 1320],
    ] as const) {
      const oscillator = context.createOscillator()
      const gain = context.createGain()
      oscillator.frequency.value = frequency
      gain.gain.setValueAtTime(0.15, start + offset)
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.15)
      oscillator.connect(gain).connect(context.destination)
      oscillator.start(start + offset)
      oscillator.stop(start + offset + 0.16)
    }
  } catch {
    // No audio device or not yet allowed: the counter and the title still show the request.
  }
}
