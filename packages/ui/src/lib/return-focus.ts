import { useRef } from 'react'

interface AutoFocusHandlers {
  onOpenAutoFocus?: ((event: Event) => void) | undefined
  onCloseAutoFocus?: ((event: Event) => void) | undefined
}

/**
 * Focus back where it was when the dialog opened. Radix returns focus only to its own Trigger, so a
 * dialog opened from state (a buy button, a table row) would drop the focus to the page on close.
 * The caller's handlers run first; one that calls `preventDefault()` decides for itself.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers) {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event)
      const element = opener.current
      if (event.defaultPrevented || !element?.isConnected || element === document.body) return
      event.preventDefault()
      element.focus()
    },
  }
}
