/**
 * The few browser objects the sign-in screens' modules touch when they load (stored language and
 * theme, the session store's storage listener), for rendering them to HTML at build time. Installed
 * only where missing; nothing is stored.
 */
const noop = () => undefined

if (typeof globalThis.localStorage === 'undefined') {
  Object.assign(globalThis, {
    localStorage: {
      getItem: () => null,
      setItem: noop,
      removeItem: noop,
      clear: noop,
      key: () => null,
      length: 0,
    },
  })
}
if (typeof globalThis.document === 'undefined') {
  Object.assign(globalThis, {
    document: {
      documentElement: { lang: 'ko', classList: { add: noop, remove: noop, toggle: noop } },
      title: '',
    },
  })
}
if (typeof globalThis.window === 'undefined') {
  Object.assign(globalThis, { window: { addEventListener: noop, removeEventListener: noop } })
}
