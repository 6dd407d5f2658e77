import type { VisibilityState } from '@tanstack/react-table'
import { useState } from 'react'
import { useMediaQuery } from '../../../hooks/use-media-query'

const keyOf = (tableId: string) => `adminColumns:${tableId}`

function stored(tableId: string): VisibilityState {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(keyOf(tableId)) ?? '{}')
    return value && typeof value === 'object' ? (value as VisibilityState) : {}
  } catch {
    return {}
  }
}

/**
 * Which columns an operator hid in a table: a preference of this browser, not part of the address.
 * On a phone the columns named in `hiddenOnPhone` start hidden; what the operator chose wins.
 */
export function useColumnVisibility(tableId: string, hiddenOnPhone: readonly string[] = []) {
  const [chosen, setChosen] = useState<VisibilityState>(() => stored(tableId))
  const isPhone = useMediaQuery('(max-width: 639px)')
  const visibility: VisibilityState = {
    ...(isPhone ? Object.fromEntries(hiddenOnPhone.map((id) => [id, false])) : {}),
    ...chosen,
  }
  function update(next: VisibilityState) {
    // Only the columns the operator just toggled become their choice, not the phone's defaults.
    const toggled = Object.entries(next).filter(([id, visible]) => visible !== (visibility[id] ?? true))
    const choice = { ...chosen, ...Object.fromEntries(toggled) }
    localStorage.setItem(keyOf(tableId), JSON.stringify(choice))
    setChosen(choice)
  }
  return [visibility, update] as const
}
