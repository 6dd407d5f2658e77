import type { Area } from '../auth/area'
import { endSession } from '../auth/end-session'
import { readSession } from '../auth/session-store'
import { renewSession } from './renew-session'

/**
 * The fetch behind the event stream: sends the area's bearer token (a browser EventSource cannot send
 * headers) and, when the server answers 401, renews the session once and connects again.
 *
 * The stream is asked for at low priority: it stays open for the page's life, and at a fetch's default
 * priority (high) it counted as one of the page's critical loads for as long as it was open, so the
 * page never looked loaded to a tool waiting for those to end (Lighthouse waited out its 45 s limit).
 */
export function eventStreamFetch(area: Area) {
  const send = (input: RequestInfo | URL, init: RequestInit | undefined, token: string | null) =>
    fetch(input, {
      ...init,
      priority: 'low',
      headers: { ...Object.fromEntries(new Headers(init?.headers)), ...bearer(token) },
    })

  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const token = readSession(area).accessToken
    const response = await send(input, init, token)
    if (response.status !== 401) return response
    const renewal = await renewSession(area, token)
    if (renewal === 'renewed') return send(input, init, readSession(area).accessToken)
    if (renewal === 'rejected') endSession(area)
    return response
  }
}

function bearer(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {}
}
