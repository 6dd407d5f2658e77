import { describe, expect, test } from 'bun:test'
import { fontHead, fontsToPreload, withOwnEntry } from './page-entries'

const face = (file: string, range: string) =>
  `@font-face{font-family:Noto Sans KR Variable;font-display:swap;src:url(${file})format("woff2-variations");unicode-range:${range}}`

describe('fontsToPreload', () => {
  const css = [
    face('/assets/noto-sans-kr-latin-ext-wght-normal-a1.woff2', 'U+0100-02BA'),
    face('/assets/noto-sans-kr-latin-wght-normal-b2.woff2', 'U+0000-00FF,U+2000-206F'),
    // 가 (AC00) 나 (B098) in one subset, 다 (B2E4) 라 (B77C) in another.
    face('/assets/noto-sans-kr-118-wght-normal-c3.woff2', 'U+AC00,U+B098'),
    face('/assets/noto-sans-kr-119-wght-normal-d4.woff2', 'U+B2E4,U+B77C-B77D'),
  ].join('')

  test('the Latin subset (not Latin Extended) and the Hangul subset covering the most of the words', () => {
    expect(fontsToPreload(css, "{ a: '다라 다라 가' }")).toEqual([
      '/assets/noto-sans-kr-latin-wght-normal-b2.woff2',
      '/assets/noto-sans-kr-119-wght-normal-d4.woff2',
    ])
    expect(fontsToPreload(css, "{ a: '가나 가나 다' }")[1]).toBe(
      '/assets/noto-sans-kr-118-wght-normal-c3.woff2',
    )
  })

  test('no Hangul in the words preloads the Latin subset alone', () => {
    expect(fontsToPreload(css, 'plain words')).toEqual(['/assets/noto-sans-kr-latin-wght-normal-b2.woff2'])
  })
})

test("every page's head holds the rules of each subset the app's words need, and preloads the two most used", () => {
  const css = [
    face('/assets/noto-sans-kr-latin-wght-normal-b2.woff2', 'U+0000-00FF'),
    face('/assets/noto-sans-kr-118-wght-normal-c3.woff2', 'U+AC00,U+B098'),
    face('/assets/noto-sans-kr-119-wght-normal-d4.woff2', 'U+B2E4'),
    face('/assets/noto-sans-kr-120-wght-normal-e5.woff2', 'U+D7A3'),
  ]
  const head = fontHead(css.join(''), "{ a: '가나 가' }", "{ a: '가나 가' } { b: '다' }")
  expect(head).toContain(`<style>${css[0]}${css[1]}${css[2]}</style>`)
  expect(head).not.toContain('e5.woff2')
  const preloads = head.match(/<link rel="preload" href="([^"]+)"/g) ?? []
  expect(preloads.map((link) => link.split('"')[3])).toEqual([
    '/assets/noto-sans-kr-latin-wght-normal-b2.woff2',
    '/assets/noto-sans-kr-118-wght-normal-c3.woff2',
  ])
})

describe('withOwnEntry', () => {
  const index = [
    '<head><title>파워볼</title>',
    '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/framework-b2.js">',
    '<link rel="modulepreload" crossorigin href="/assets/app-framework-c3.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-d4.css">',
    '</head>',
  ].join('\n')

  test("the app's entry and preloads give way to the page's, the stylesheet stays", () => {
    const page = withOwnEntry(index, ['assets/sign-in-e5.js', 'assets/framework-b2.js'])
    expect(page).not.toContain('index-a1.js')
    expect(page).not.toContain('app-framework-c3.js')
    expect(page).toContain('<script type="module" crossorigin src="/assets/sign-in-e5.js"></script>')
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-b2.js">')
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">')
  })

  test('an index.html without a module entry is refused', () => {
    expect(() => withOwnEntry('<head></head>', ['assets/sign-in-e5.js'])).toThrow()
  })
})
