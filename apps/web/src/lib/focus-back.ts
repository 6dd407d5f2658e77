type Target = HTMLElement | null | undefined

/**
 * A dialog's `onCloseAutoFocus` that puts focus back on the control that opened it, for a dialog
 * opened from a menu item or from another dialog: the element focused when it opened is gone by
 * the time it closes, and focus would fall to the page. Given a function, the control is looked up
 * when the dialog closes, as a table may have drawn its row anew meanwhile.
 */
export function focusBack(target: Target | (() => Target)) {
  return (event: Event) => {
    const element = typeof target === 'function' ? target() : target
    if (!element?.isConnected) return
    event.preventDefault()
    element.focus()
  }
}
