import { describe, expect, test } from 'bun:test'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { withPrerendered } from './prerendered-entry'

/** Rendered in a process of its own: the renderer's browser stand-ins must not leak into this one. */
function renderedMarkup(): Record<'/login' | '/admin/login' | '/game' | '/admin/members', string> {
  const script = [
    "import { signInMarkup } from './sign-in-markup'",
    "import { gameMarkup } from './game-markup'",
    "import { consoleMarkup } from './console-markup'",
    "console.log(JSON.stringify({ ...(await signInMarkup()), '/game': await gameMarkup(), '/admin/members': await consoleMarkup() }))",
  ].join(';')
  const child = Bun.spawnSync(['bun', '-e', script], {
    cwd: import.meta.dir,
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (child.exitCode !== 0) throw new Error(child.stderr.toString())
  return JSON.parse(child.stdout.toString())
}

describe('prerendered screens', () => {
  const markup = renderedMarkup()

  test('each holds its form in Korean, with no catalog key left bare', () => {
    expect(markup['/login']).toContain('placeholder="MEMBER ID"')
    expect(markup['/login']).toContain('type="password"')
    expect(markup['/login']).toContain('파워볼')
    expect(markup['/admin/login']).toContain('<form')
    expect(markup['/admin/login']).toContain('placeholder="아이디"')
    for (const html of Object.values(markup)) {
      expect(html).not.toMatch(/>[a-z]+(\.[a-zA-Z]+)+</)
      expect(html).not.toMatch(/>[a-z]+[A-Z][a-zA-Z]*</)
    }
  })

  test("the game page holds its header, tabs, board and cart, its live figures marked as the app's", () => {
    const game = markup['/game']
    expect(game.match(/data-selection="/g)).toHaveLength(45)
    for (const words of ['파워볼 홀짝', '충전', '베팅 항목을 선택하세요', '구매하기'])
      expect(game).toContain(words)
    // The round, the countdowns, the member's id and balances: the HTML keeps their place, unseen.
    for (const testId of ['countdown', 'round-phase', 'round-commitment'])
      expect(game).toMatch(new RegExp(`data-testid="${testId}"[^>]*data-app-value`))
    expect(game).toMatch(/data-app-value="true">member</)
    expect(game).toMatch(/data-app-value="true">[\s\S]*data-testid="game-balance"/)
    // Drawn while a round is open, whenever the build runs: no closed cover over the board.
    expect(game).not.toContain('구매가 마감되었습니다')
  })

  test("the member list holds the console's frame, filters and table, with what depends on the viewer unseen", () => {
    const members = markup['/admin/members']
    for (const words of ['관리자 콘솔', '회원 목록', '회원 생성', '검색어', '초기화', '아이디'])
      expect(members).toContain(words)
    expect(members).toContain('<table')
    // The clock, the administrator's id and role, the menu and SUPER's own buttons keep their place, unseen.
    expect(members).toMatch(/<time data-app-value="true"/)
    expect(members).toMatch(/data-app-value="true">admin</)
    expect(members.match(/<ul data-app-value="true"/g)).toHaveLength(2)
    expect(members).toMatch(/data-app-value="true"><a[^>]*href="\/admin\/approvals/)
    // Drawn as on a phone: the columns a phone hides are not in its head.
    expect(members).not.toContain('>닉네임<')
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

  test('a page for the signed in marks, before its first paint, a visitor without the token', async () => {
    const index = await readFile(join(import.meta.dir, '..', 'index.html'), 'utf8')
    const page = withPrerendered(index, markup['/game'], '', { signedInWith: 'userAccessToken' })
    const head = page.slice(0, page.indexOf('</head>'))
    expect(head).toContain(
      `if(!localStorage.getItem("userAccessToken"))document.documentElement.setAttribute('data-signed-out','')`,
    )
    expect(withPrerendered(index, markup['/login'], '')).not.toContain('data-signed-out')
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
    // A rule the page already holds is not repeated; its file is still preloaded for the first paint.
    const holding = index.replace('</title>', `</title><style>${css[1]}</style>`)
    const again = withPrerendered(holding, '<h1>파워볼</h1>', css.join(''))
    expect(again.split(css[1] as string)).toHaveLength(2)
    expect(again).toContain(
      '<link rel="preload" href="/assets/pa.woff2" as="font" type="font/woff2" crossorigin>',
    )
  })
})
