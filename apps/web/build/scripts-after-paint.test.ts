import { describe, expect, test } from 'bun:test'
import { scriptsAfterPaint } from './scripts-after-paint'

const page = `<head>
    <title>파워볼</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-2.js">
    <link rel="modulepreload" crossorigin href="/assets/login-3.js">
    <link rel="stylesheet" crossorigin href="/assets/web-4.css">
  </head>`

/** Runs the page's inline loader against a stand-in document, clock and paint observer. */
function runLoader(html: string, { paintTimingSupported = true } = {}) {
  const body = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  const appended: { tag: string; rel?: string; href?: string; type?: string; src?: string }[] = []
  type Callback = (list: { getEntriesByName(name: string): unknown[] }, self: PaintObserver) => void
  let observer: PaintObserver | null = null
  const timers: { callback: () => void; delay: number }[] = []
  class PaintObserver {
    static supportedEntryTypes = paintTimingSupported ? ['paint', 'largest-contentful-paint'] : ['mark']
    constructor(readonly callback: Callback) {
      observer = this
    }
    observe() {}
    disconnect() {
      observer = null
    }
  }
  const document = {
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
  }
  new Function('window', 'document', 'PerformanceObserver', 'setTimeout', body)(
    { PerformanceObserver: PaintObserver },
    document,
    PaintObserver,
    (callback: () => void, delay: number) => {
      timers.push({ callback, delay })
    },
  )
  /** Runs the tasks `delay` ms timers start, and those they start in turn. */
  const fire = (delay: number) => {
    for (let due = timers.find((t) => t.delay === delay); due; due = timers.find((t) => t.delay === delay)) {
      timers.splice(timers.indexOf(due), 1)
      due.callback()
    }
  }
  const paint = (name: string) => {
    observer?.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer)
    fire(0)
  }
  return {
    appended,
    paint,
    fireTimer: () => {
      fire(3000)
      fire(0)
    },
    pendingTasks: () => timers.filter((t) => t.delay === 0).length,
  }
}

describe('scripts after the first paint', () => {
  const html = scriptsAfterPaint(page)

  test('the page no longer asks for its scripts itself; the stylesheet stays', () => {
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/web-4.css">')
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('</head>'))
    expect(() => scriptsAfterPaint('<head></head>')).toThrow()
  })

  test('asks for nothing before the first contentful paint, then for the entry and the preloads once', () => {
    const { appended, paint, fireTimer } = runLoader(html)
    paint('first-paint')
    expect(appended).toEqual([])
    paint('first-contentful-paint')
    expect(appended).toEqual([
      { tag: 'script', type: 'module', src: '/assets/index-1.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/framework-2.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/login-3.js' },
    ])
    fireTimer()
    expect(appended).toHaveLength(3)
  })

  test('starts after 3 s without a paint, and at once where the browser does not report paints', () => {
    const unpainted = runLoader(html)
    unpainted.fireTimer()
    expect(unpainted.appended.map((node) => node.tag)).toEqual(['script', 'link', 'link'])
    const unreported = runLoader(html, { paintTimingSupported: false })
    unreported.paint('none')
    expect(unreported.appended.map((node) => node.tag)).toEqual(['script', 'link', 'link'])
  })

  test('appends one preload per task, so no one task appends them all', () => {
    const { appended, paint, pendingTasks } = runLoader(html, { paintTimingSupported: false })
    expect(appended.map((node) => node.tag)).toEqual(['script', 'link'])
    expect(pendingTasks()).toBe(1)
    paint('none')
    expect(appended.map((node) => node.tag)).toEqual(['script', 'link', 'link'])
    expect(pendingTasks()).toBe(0)
  })
})
