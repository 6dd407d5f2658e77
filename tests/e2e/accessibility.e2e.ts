import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import type { Area } from '../../apps/web/src/auth/area'
import { administrators } from './support/admin'
import { fundedMember, requestTopup } from './support/cashier'
import { expectNoHorizontalScroll, openRoundWithTime } from './support/game'
import { layoutSettled, screenshotPage, screenshotsWanted, screenWidths } from './support/screens'
import { callsAnswered, openSignedIn, trackCalls } from './support/session'

/*
 * Every member page and console screen, with data on it (a round with bets, a pending top-up), at
 * 1440 px and 390 px in the light and the dark theme, against axe's WCAG 2.0/2.1/2.2 A and AA rules:
 * no serious or critical violation. With E2E_SCREENSHOTS=1 each state scanned is also written as a
 * screenshot (test-results/…/screen-<width>-<theme>.png) to look at.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

const memberPages = [
  '/game',
  '/bets',
  '/results',
  '/statistics',
  '/fairness',
  '/topup',
  '/withdrawal',
  '/profile',
]
const consolePages = [
  '/admin/members',
  '/admin/orgs',
  '/admin/odds',
  '/admin/results',
  '/admin/bets',
  '/admin/cashier/live-topups',
  '/admin/cashier/live-withdrawals',
  '/admin/cashier/topups',
  '/admin/cashier/withdrawals',
  '/admin/points',
  '/admin/stats/daily',
  '/admin/stats/monthly',
  '/admin/stats/yearly',
  '/admin/stats/members',
  '/admin/archive',
  '/admin/audit',
  '/admin/statements',
  '/admin/approvals',
]

/**
 * The light theme is scanned against every rule; the dark one changes colours only, so it is scanned
 * against the rules about colour, which are all it can break. Legacy mode runs axe in the page itself:
 * the pages have no frames, and the default mode opens a blank page of its own for every scan, which
 * took more than half of each scan's time (3.5 s against 1.6 s for a full scan of /admin/odds).
 */
const colourRules = ['color-contrast', 'link-in-text-block']
const axeFor = (page: Page, theme: 'light' | 'dark') =>
  (theme === 'light'
    ? new AxeBuilder({ page }).withTags(wcagTags)
    : new AxeBuilder({ page }).withRules(colourRules)
  ).setLegacyMode()

interface Finding {
  page: string
  rule: string
  impact: string
  targets: string[]
}

/**
 * Waits until no animation that ends is running (a dialog fading in, a ball rolling out): colours are
 * judged as they settle, not half-way. Endless ones (a live dot's pulse) are not waited for.
 */
async function animationsFinished(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  )
}

/** The serious and critical violations on the page as it is now, in each width and theme. */
async function scan(page: Page, path: string): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark')
    for (const size of screenWidths) {
      await page.setViewportSize({ width: size.width, height: size.height })
      await layoutSettled(page)
      await animationsFinished(page)
      const results = await axeFor(page, theme).analyze()
      if (screenshotsWanted)
        await screenshotPage(page, test.info().outputPath(`screen-${size.width}-${theme}.png`))
      for (const violation of results.violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue
        findings.push({
          page: `${path} ${size.width} ${theme}`,
          rule: violation.id,
          impact: violation.impact,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        })
      }
    }
  }
  return findings
}

/** Opens the page (signed in as `as`, when given) and waits for what a user sees once it is in. */
async function visit(page: Page, path: string, as?: { area: Area; loginId: string }) {
  trackCalls(page)
  if (as) {
    const password = as.area === 'admin' ? administrators.admin.password : 'demo1234'
    await openSignedIn(page, { ...as, password, path })
  } else await page.goto(path)
  // A page painted from its HTML first is scanned as the app draws it.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0)
  await expect(page.locator('main').first()).toBeVisible()
  // Lists and figures arrive after the frame; scan what a user sees once they are in.
  await callsAnswered(page)
}

let seededMember: string | undefined
/**
 * What the pages show, seeded once per worker for a member of its own (so no other spec's balance
 * moves): a bet in the open round, a pending top-up of theirs and one of a second new member.
 */
async function seededMemberOf(request: APIRequestContext): Promise<string> {
  if (seededMember) return seededMember
  const { loginId, token } = await fundedMember(request)
  const game = await openRoundWithTime(request)
  const bet = await request.post('/api/bets', {
    headers: { authorization: `Bearer ${token}` },
    data: { roundId: game.round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 10_000 }] },
  })
  expect(bet.ok(), await bet.text()).toBe(true)
  await requestTopup(request, token, 50_000)
  await requestTopup(request, (await fundedMember(request)).token, 30_000)
  seededMember = loginId
  return loginId
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // Each scan needs only its worker's seeded member: the scans are shared out between the workers.
  test.describe.configure({ mode: 'parallel' })
  for (const path of ['/login', '/admin/login'])
    test(`sign-in ${path}`, async ({ page }) => {
      await visit(page, path)
      expect(await scan(page, path)).toEqual([])
    })

  /** Signed in as the seeded member, or as the console's SUPER once the member's data is in. */
  const signedInAs = async (request: APIRequestContext, area: 'member' | 'console') => {
    const member = await seededMemberOf(request)
    return area === 'member'
      ? { area: 'member' as const, loginId: member }
      : { area: 'admin' as const, loginId: administrators.admin.loginId }
  }

  const signedIn = [
    { area: 'member', pages: memberPages },
    { area: 'console', pages: consolePages },
  ] as const
  for (const { area, pages } of signedIn)
    for (const path of pages)
      test(`${area} ${path}`, async ({ page, request }) => {
        test.setTimeout(120_000)
        await visit(page, path, await signedInAs(request, area))
        expect(await scan(page, path)).toEqual([])
      })

  /** Each dialog open on its page, scanned with the page behind it (Radix hides that from the tree). */
  const dialogs: {
    area: 'member' | 'console'
    name: string
    path: string
    before?: (request: APIRequestContext) => Promise<unknown>
    open: (page: Page, loginId: string) => Promise<unknown>
    dialog: (page: Page, loginId: string) => Locator
  }[] = [
    {
      area: 'member',
      name: 'menu drawer',
      path: '/game',
      open: (page) => page.getByRole('button', { name: '메뉴 열기' }).click(),
      dialog: (page) => page.getByRole('dialog', { name: '메뉴' }),
    },
    {
      area: 'member',
      name: 'bet confirmation',
      path: '/game',
      // Betting open before the page loads: a draw the clock passes on the way would be shown,
      // its balls still coming out while the dialog is scanned.
      before: (request) => openRoundWithTime(request),
      open: async (page) => {
        await page.locator('[data-selection="PB_EVEN"]').click()
        const slip = page.getByTestId('bet-slip')
        await slip.getByRole('button', { name: '+10,000 원 추가' }).click()
        await slip.getByRole('button', { name: '구매하기' }).click()
      },
      dialog: (page) => page.getByRole('dialog', { name: '베팅 확인' }),
    },
    {
      area: 'member',
      name: 'bet detail',
      path: '/bets',
      open: (page) => page.getByTestId('bet-table').locator('tbody tr').first().click(),
      dialog: (page) => page.getByRole('dialog', { name: '베팅 상세' }),
    },
    {
      area: 'member',
      name: 'request detail',
      path: '/topup',
      open: (page) => page.getByTestId('topup-requests').locator('li').first().getByRole('button').click(),
      dialog: (page) => page.getByRole('dialog', { name: '신청 상세' }),
    },
    {
      area: 'member',
      name: 'sign-out confirmation',
      path: '/profile',
      open: (page) => page.getByRole('button', { name: '로그아웃', exact: true }).click(),
      dialog: (page) => page.getByRole('alertdialog'),
    },
    {
      area: 'console',
      name: 'new member',
      path: '/admin/members',
      open: (page) => page.getByRole('button', { name: '회원 생성' }).click(),
      dialog: (page) => page.getByRole('dialog', { name: '회원 생성' }),
    },
    {
      area: 'console',
      name: 'new member, sent empty',
      path: '/admin/members',
      // Each field's refusal shown beside it and read out with it.
      open: async (page) => {
        await page.getByRole('button', { name: '회원 생성' }).click()
        const dialog = page.getByRole('dialog', { name: '회원 생성' })
        await dialog.getByRole('button', { name: '생성', exact: true }).click()
        await expect(dialog.getByRole('alert').first()).toBeVisible()
      },
      dialog: (page) => page.getByRole('dialog', { name: '회원 생성' }),
    },
    {
      area: 'console',
      name: 'member detail',
      path: '/admin/members',
      open: (page, loginId) => page.locator('tbody tr').filter({ hasText: loginId }).click(),
      dialog: (page, loginId) => page.getByRole('dialog', { name: loginId }),
    },
    {
      area: 'console',
      name: 'top-up refusal',
      path: '/admin/cashier/live-topups',
      open: (page, loginId) =>
        page
          .getByRole('row')
          .filter({ hasText: loginId })
          .first()
          .getByRole('button', { name: '거절' })
          .click(),
      dialog: (page) => page.getByRole('dialog', { name: '충전 신청 거절' }),
    },
    {
      area: 'console',
      name: 'password change',
      path: '/admin/members',
      open: async (page) => {
        await page.getByTestId('account-menu').click()
        await page.getByRole('menuitem', { name: '비밀번호 변경' }).click()
      },
      dialog: (page) => page.getByRole('dialog', { name: '비밀번호 변경' }),
    },
    ...(['이름 변경', '요율 설정', '중지', '하위 조직 만들기'] as const).map((action) => ({
      area: 'console' as const,
      name: `branch: ${action}`,
      path: '/admin/orgs',
      open: async (page: Page) => {
        await page
          .getByRole('region', { name: '조직 트리 표' })
          .locator('tbody tr')
          .filter({ hasText: '강남부본사' })
          .getByRole('button', { name: '강남부본사 작업' })
          .click()
        await page.getByRole('menuitem', { name: action, exact: true }).click()
      },
      dialog: (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')),
    })),
    ...(['로그인 기기', '2단계 인증'] as const).map((item) => ({
      area: 'console' as const,
      name: `account: ${item}`,
      path: '/admin/members',
      open: async (page: Page) => {
        await page.getByTestId('account-menu').click()
        await page.getByRole('menuitem', { name: item }).click()
      },
      dialog: (page: Page) => page.getByRole('dialog'),
    })),
    {
      area: 'console',
      name: 'period close',
      path: '/admin/statements',
      open: (page) => page.getByRole('button', { name: '기간 마감' }).click(),
      dialog: (page) => page.getByRole('dialog', { name: '수수료 기간 마감' }),
    },
    {
      area: 'member',
      name: 'transaction detail',
      path: '/game',
      open: async (page) => {
        await page.getByRole('button', { name: '머니내역' }).click()
        await page.getByRole('button', { name: /베팅/ }).first().click()
      },
      dialog: (page) => page.getByRole('dialog', { name: '거래 상세' }),
    },
  ]
  for (const { area, name, path, before, open, dialog } of dialogs)
    test(`${area} dialog: ${name}`, async ({ page, request }) => {
      test.setTimeout(120_000)
      const loginId = await seededMemberOf(request)
      await before?.(request)
      await visit(page, path, await signedInAs(request, area))
      await open(page, loginId)
      await expect(dialog(page, loginId)).toBeVisible()
      expect(await scan(page, `${path} ${name}`)).toEqual([])
      await expect(dialog(page, loginId)).toBeVisible()
    })

  /** WCAG 1.4.12: line height 1.5, paragraphs 2em apart, letters 0.12em and words 0.16em apart. */
  const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`
  for (const { area, path } of [
    { area: 'member', path: '/game' },
    { area: 'console', path: '/admin/members' },
  ] as const)
    test(`${area} ${path}: wider text spacing and 200 % zoom lose nothing`, async ({ page, request }) => {
      const signedInArea = await signedInAs(request, area)
      // 200 % zoom of a 1280 px window is a 640 px layout; a phone is narrower still.
      for (const width of [640, 390]) {
        await page.setViewportSize({ width, height: 800 })
        await visit(page, path, width === 640 ? signedInArea : undefined)
        await page.addStyleTag({ content: textSpacing })
        await expectNoHorizontalScroll(page)
        await expect(page.locator('main').first()).toBeVisible()
      }
    })
})
