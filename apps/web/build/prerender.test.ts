import { describe, expect, test } from 'bun:test'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { withPrerendered } from './prerendered-entry'

/** Rendered in a process of its own: the renderer's browser stand-ins must not leak into this one. */
function renderedMarkup(): Record<'/login' | '/admin/login', string> {
  const script =
    "import { signInMarkup } from './sign-in-markup'; console.log(JSON.stringify(signInMarkup()))"
  const child = Bun.spawnSync(['bun', '-e', script], {
    cwd: import.meta.dir,
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (child.exitCode !== 0) throw new Error(child.stderr.toString())
  return JSON.parse(child.stdout.toString())
}

describe('prerendered sign-in screens', () => {
  const markup = renderedMarkup()

  test('each holds its form in Korean, with no catalog key left bare', () => {
    expect(markup['/login']).toContain('placeholder="MEMBER ID"')
    expect(markup['/login']).toContain('type="password"')
    expect(markup['/login']).toContain('파워볼')
    expect(markup['/admin/login']).toContain('<form')
    expect(markup['/admin/login']).toContain('placeholder="아이디"')
    for (const html of Object.values(markup)) expect(html).not.toMatch(/>[a-z]+(\.[a-zA-Z]+)+</)
  })

  test('goes into #root in front of the boot spinner, inert until the app replaces it', async () => {
    const index = await readFile(join(import.meta.dir, '..', 'index.html'), 'utf8')
    const page = withPrerendered(index, markup['/login'], '')
    const root = page.slice(page.indexOf('<div id="root">'))
    expect(root.indexOf('<div data-prerendered inert>')).toBeGreaterThan(0)
    expect(root.indexOf('data-prerendered')).toBeLessThan(root.indexOf('data-boot'))
    expect(page).not.toContain('<script type="module"')
    expect(() => withPrerendered('<div id="root"></div>', markup['/login'], '')).toThrow()
  })

  test("brings the font's rules for exactly the characters it shows, their files preloaded", () => {
    const face = (file: string, range: string) =>
      `@font-face{font-family:Noto Sans KR Variable;font-display:swap;src:url(/assets/${file}.woff2)format("woff2");unicode-range:${range}}`
    const css = [
      face('latin', 'U+0000-00FF'),
      face('pa', 'U+D30C'),
      face('unused', 'U+AC00'),
      face('ol', 'U+BCFC'),
    ]
    const index =
      '<head><title>파워볼</title><script type="module" src="/main.js"></script></head><div id="root"><!-- boot --></div>'
    const page = withPrerendered(index, '<h1>파워볼</h1><input placeholder="볼">', css.join(''))
    expect(page).toContain(`<style>${css[0]}${css[1]}${css[3]}</style>`)
    for (const file of ['latin', 'pa', 'ol'])
      expect(page).toContain(
        `<link rel="preload" href="/assets/${file}.woff2" as="font" type="font/woff2" crossorigin>`,
      )
    expect(page).not.toContain('unused')
  })
})
