import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

const member = { loginId: 'member1', password: 'demo1234' }
const admin = { loginId: 'admin', password: 'admin1234' }

/** What the server itself answers to a refused sign-in, so the test checks the UI shows exactly that. */
async function serverLoginMessage(
  request: APIRequestContext,
  body: { loginId: string; password: string; area: 'member' | 'admin' },
) {
  const response = await request.post('/api/auth/login', { data: body })
  expect(response.ok()).toBe(false)
  const { message } = (await response.json()) as { message: string }
  expect(message).toBeTruthy()
  return message
}

async function signInAsMember(page: Page) {
  await page.goto('/login')
  await page.getByPlaceholder('MEMBER ID').fill(member.loginId)
  await page.getByPlaceholder('PASSWORD').fill(member.password)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page).toHaveURL(/\/game$/)
}

test.describe('first paint', () => {
  const screens = [
    { path: '/login', field: 'MEMBER ID' },
    { path: '/admin/login', field: '아이디' },
  ]

  test('the sign-in screens paint their form from the HTML, before any script has run', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const { path, field } of screens) {
      await page.goto(path)
      await expect(page.getByPlaceholder(field)).toBeVisible()
      await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible()
    }
    await context.close()
  })

  test('the app then takes over that first paint as it is: the same form, live, taking what is typed', async ({
    page,
  }) => {
    const scripts: string[] = []
    const errors: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    // The form's field as the HTML holds it, kept before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { prerenderedField: document.querySelector('[data-prerendered] input') })
      })
    })
    for (const { path, field } of screens) {
      await page.goto(path)
      await expect(page.locator('[data-prerendered]')).toHaveCount(0)
      await expect(page.locator('[inert], [data-boot]')).toHaveCount(0)
      await expect(page.locator('form')).toHaveCount(1)
      await page.getByPlaceholder(field).fill('typed')
      await expect(page.getByPlaceholder(field)).toHaveValue('typed')
      // Attached to, not drawn again: the HTML's own field is the live one (no mismatch to redraw).
      const sameField = await page.evaluate(() => {
        const kept = (window as { prerenderedField?: HTMLInputElement }).prerenderedField
        return kept?.isConnected === true && kept.value === 'typed'
      })
      expect(sameField, path).toBe(true)
    }
    expect(errors).toEqual([])
    // The screens start from their own entry: the app's router and data layer never load.
    expect(scripts.some((script) => /\/sign-in-[^/]+\.js$/.test(script))).toBe(true)
    expect(scripts.filter((script) => /app-framework|\/index-[^/]+\.js$/.test(script))).toEqual([])
  })
})

test.describe('signed out', () => {
  for (const path of ['/game', '/bets', '/profile']) {
    test(`${path} redirects to the member login`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible()
    })
  }

  test('/admin redirects to the admin login', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByText('MEMBERS AREA')).toBeVisible()
  })

  test('/ and an unknown path redirect to the member login', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('member login', () => {
  test('the button waits for both fields, then the member lands on /game', async ({ page }) => {
    await page.goto('/login')
    const submit = page.getByRole('button', { name: '로그인', exact: true })
    await expect(submit).toBeDisabled()
    await page.getByPlaceholder('MEMBER ID').fill(member.loginId)
    await expect(submit).toBeDisabled()
    await page.getByPlaceholder('PASSWORD').fill('   ')
    await expect(submit).toBeDisabled()
    await page.getByPlaceholder('PASSWORD').fill(member.password)
    await expect(submit).toBeEnabled()
    await submit.click()

    await expect(page).toHaveURL(/\/game$/)
    await expect(page.getByRole('banner').getByText(member.loginId, { exact: true })).toBeVisible()
    await expect(page.getByRole('tab', { name: '게임' })).toHaveAttribute('aria-selected', 'true')

    // A signed-in member is sent from /login and / straight back to the game.
    await page.goto('/login')
    await expect(page).toHaveURL(/\/game$/)
    await page.goto('/')
    await expect(page).toHaveURL(/\/game$/)
  })

  test('a wrong password shows the server message until the member types again', async ({
    page,
    request,
  }) => {
    const expected = await serverLoginMessage(request, {
      loginId: member.loginId,
      password: 'wrong-pass',
      area: 'member',
    })

    await page.goto('/login')
    await page.getByPlaceholder('MEMBER ID').fill(member.loginId)
    await page.getByPlaceholder('PASSWORD').fill('wrong-pass')
    await page.getByRole('button', { name: '로그인', exact: true }).click()

    await expect(page.getByRole('alert')).toHaveText(expected)
    await expect(page).toHaveURL(/\/login$/)
    await page.getByPlaceholder('PASSWORD').pressSequentially('1')
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('the browser keeps a device cookie that only the sign-in call sends', async ({ page }) => {
    await signInAsMember(page)
    const cookies = (await page.context().cookies()).filter((cookie) => cookie.name === 'pb_device')
    expect(cookies.map((cookie) => cookie.path).sort()).toEqual([
      '/api/admin/auth/login',
      '/api/auth/login',
      '/trpc/auth.login',
    ])
    for (const cookie of cookies) expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' })
    expect(await page.evaluate(() => document.cookie)).not.toContain('pb_device')

    const isSignIn = (url: string) => new URL(url).pathname === '/trpc/auth.login'
    const otherCall = page.waitForRequest((r) => r.url().includes('/trpc/') && !isSignIn(r.url()))
    await page.reload()
    expect((await (await otherCall).allHeaders()).cookie ?? '').not.toContain('pb_device')

    await page.getByRole('button', { name: '로그아웃' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click()
    await expect(page).toHaveURL(/\/login$/)
    const signInCall = page.waitForRequest((r) => isSignIn(r.url()))
    await signInAsMember(page)
    expect((await (await signInCall).allHeaders()).cookie).toContain('pb_device=')
  })

  test('logout asks first, then returns to /login and the game is closed again', async ({ page }) => {
    await signInAsMember(page)

    await page.getByRole('button', { name: '로그아웃' }).click()
    const confirmation = page.getByRole('alertdialog')
    await expect(confirmation).toBeVisible()
    await confirmation.getByRole('button', { name: '취소' }).click()
    await expect(confirmation).toBeHidden()
    await expect(page).toHaveURL(/\/game$/)

    await page.getByRole('button', { name: '로그아웃' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('userAccessToken'))).toBeNull()

    await page.goto('/game')
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('admin login', () => {
  test('an administrator lands on the console and sees the member list', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByPlaceholder('아이디').fill(admin.loginId)
    const password = page.getByPlaceholder('비밀번호')
    await password.fill(admin.password)
    await page.getByRole('button', { name: '비밀번호 보기' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: '로그인', exact: true }).click()

    // /admin opens the member list, at its own address.
    await expect(page).toHaveURL(/\/admin\/members$/)
    await expect(page.getByRole('banner').getByText(admin.loginId, { exact: false })).toBeVisible()
    await expect(page.getByRole('link', { name: '회원 목록' })).toHaveAttribute('aria-current', 'page')

    await page.goto('/admin/login')
    await expect(page).toHaveURL(/\/admin\/members$/)
    // Other specs add members before this one runs: the member is found with the list's search.
    await page.getByLabel('검색어').fill(member.loginId)
    await page.getByLabel('검색어').press('Enter')
    await expect(page.getByRole('cell', { name: member.loginId, exact: true })).toBeVisible()
  })

  test('a member cannot sign in there and sees the server message', async ({ page, request }) => {
    const expected = await serverLoginMessage(request, { ...member, area: 'admin' })

    await page.goto('/admin/login')
    await page.getByPlaceholder('아이디').fill(member.loginId)
    await page.getByPlaceholder('비밀번호').fill(member.password)
    await page.getByRole('button', { name: '로그인', exact: true }).click()

    await expect(page.getByRole('alert')).toHaveText(expected)
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.getByPlaceholder('아이디').pressSequentially('x')
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})
