import { useRef } from 'react'

function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

/**
 * An Idempotency-Key per request body: sending the same body again after a failure (a retry, a
 * double click) reuses its key so the server acts once; once a request went through, the next one
 * gets a fresh key even with the same body.
 */
export function useIdempotencyKey() {
  const current = useRef<{ body: string; value: string } | null>(null)
  return {
    keyFor(request: unknown): string {
      const body = JSON.stringify(request)
      if (current.current?.body !== body) current.current = { body, value: newKey() }
      return current.current.value
    },
    /** The request this key belonged to succeeded: the next one starts afresh. */
    done() {
      current.current = null
    },
  }
}
