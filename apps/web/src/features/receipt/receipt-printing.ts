import { useSyncExternalStore } from 'react'

/*
 * Whether this browser prints a receipt after each purchase (docs/product.md §7.4). It is off until the member
 * turns it on: a member without a printer never sees the bridge probed (failed requests to
 * localhost). It is the device's setting, so it lives in this browser only.
 */
const storageKey = 'receiptPrinting'
const listeners = new Set<() => void>()

export function receiptPrintingOn(): boolean {
  return localStorage.getItem(storageKey) === 'on'
}

export function setReceiptPrinting(on: boolean) {
  if (on) localStorage.setItem(storageKey, 'on')
  else localStorage.removeItem(storageKey)
  for (const listener of listeners) listener()
}

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  // Another tab of the site changed it.
  window.addEventListener('storage', onChange)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onChange)
  }
}

export function useReceiptPrinting(): boolean {
  return useSyncExternalStore(subscribe, receiptPrintingOn, receiptPrintingOn)
}
