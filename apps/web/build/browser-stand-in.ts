/**
 * The few browser objects the prerendered screens' modules touch when they load and render (stored
 * language, theme and session, the session store's storage listener), for rendering them to HTML at
 * build time. Installed only where missing; what is stored stays in this process's memory.
 */
const noop = () => undefined

if (typeof globalThis.localStorage === 'undefined') {
  const stored = new Map<string, string>()
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, String(value)),
      removeItem: (key: string) => void stored.delete(key),
      clear: () => stored.clear(),
      key: (index: number) => [...stored.keys()][index] ?? null,
      get length() {
        return stored.size
      },
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
