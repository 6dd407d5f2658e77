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
    const page = withPrerendered(index, markup['/login'])
    const root = page.slice(page.indexOf('<div id="root">'))
    expect(root.indexOf('<div data-prerendered inert>')).toBeGreaterThan(0)
    expect(root.indexOf('data-prerendered')).toBeLessThan(root.indexOf('data-boot'))
    expect(() => withPrerendered('<div id="root"></div>', markup['/login'])).toThrow()
  })
})
