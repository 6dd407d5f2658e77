import { useState } from 'react'
import { type AdminMenuSelection, defaultAdminMenuSelection, isAdminMenuGroup, itemsOf } from './admin-menu'

const storageKey = 'adminMenuSelection'

function storedSelection(): AdminMenuSelection {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null')
    if (stored && typeof stored === 'object' && 'group' in stored && 'item' in stored) {
      const { group, item } = stored
      const match = isAdminMenuGroup(group)
        ? itemsOf(group).find((candidate) => candidate === item)
        : undefined
      if (isAdminMenuGroup(group) && match) return { group, item: match }
    }
  } catch {
    // An unreadable entry just means the default selection.
  }
  return defaultAdminMenuSelection
}

/** Spec §2: the chosen menu and sub-menu survive a reload, in session storage. */
export function useAdminMenuSelection() {
  const [selection, setSelection] = useState(storedSelection)

  function select(next: AdminMenuSelection) {
    sessionStorage.setItem(storageKey, JSON.stringify(next))
    setSelection(next)
  }

  return [selection, select] as const
}
