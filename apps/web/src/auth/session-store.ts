import { useSyncExternalStore } from 'react'
import type { SessionUser, SignedInSession } from '../trpc/types'
import { type Area, belongsToArea } from './area'
import { storageKeys } from './storage-keys'

export interface StoredSession {
  accessToken: string | null
  refreshToken: string | null
  user: SessionUser | null
}

// Snapshots are cached so React's useSyncExternalStore sees the same object until something changes.
const snapshots = new Map<Area, StoredSession>()
const listeners = new Set<() => void>()

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null
  try {
    return JSON.parse(raw) as SessionUser
  } catch {
    return null
  }
}

export function readSession(area: Area): StoredSession {
  let snapshot = snapshots.get(area)
  if (!snapshot) {
    const keys = storageKeys[area]
    snapshot = {
      accessToken: localStorage.getItem(keys.accessToken),
      refreshToken: localStorage.getItem(keys.refreshToken),
      user: parseUser(localStorage.getItem(keys.user)),
    }
    snapshots.set(area, snapshot)
  }
  return snapshot
}

function notify() {
  snapshots.clear()
  for (const listener of listeners) listener()
}

export function saveSession(area: Area, session: SignedInSession) {
  const keys = storageKeys[area]
  localStorage.setItem(keys.accessToken, session.accessToken)
  localStorage.setItem(keys.refreshToken, session.refreshToken)
  localStorage.setItem(keys.user, JSON.stringify(session.user))
  notify()
}

export function saveUser(area: Area, user: SessionUser) {
  localStorage.setItem(storageKeys[area].user, JSON.stringify(user))
  notify()
}

export function clearSession(area: Area) {
  for (const key of Object.values(storageKeys[area])) localStorage.removeItem(key)
  notify()
}

/** Signed in means a token plus a user who belongs in the area; a bare token still needs restoring. */
export function isSignedIn(area: Area): boolean {
  const { accessToken, user } = readSession(area)
  return accessToken !== null && user !== null && belongsToArea(user, area)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const sessionKeys = new Set<string>(Object.values(storageKeys).flatMap((keys) => Object.values(keys)))

// Another tab signing in, out or rotating a token changes what this tab must send.
window.addEventListener('storage', (event) => {
  if (event.key === null || sessionKeys.has(event.key)) notify()
})

export function useSession(area: Area): StoredSession {
  const current = () => readSession(area)
  return useSyncExternalStore(subscribe, current, current)
}
