import { expect, type Page, test } from '@playwright/test'
import { administrators } from './support/admin'

interface Watched {
  bareKeys: string[]
}

/**
 * Records, from the first paint on, every text a screen shows that is a bare catalog key
 * ('menu.groups.members'): what i18next renders when a lazily loaded catalog is not in yet.
 */
async function watchForBareKeys(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as Watched).bareKeys = seen
    const bareKey = /^[a-z][a-zA-Z]*(\.[a-zA-Z0-9]+)+$/
    new MutationObserver(() => {
      if (!document.body) return
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? ''
        if (bareKey.test(text)) seen.push(text)
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
}

const bareKeysOf = (page: Page) => page.evaluate(() => (window as unknown as Watched).bareKeys)

test('an English reader sees English from the first paint on both sign-in screens', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await watchForBareKeys(page)

  await page.goto('/login')
  await expect(page.getByPlaceholder('MEMBER ID')).toBeVisible()
  expect(await bareKeysOf(page)).toEqual([])

  await page.goto('/admin/login')
  await expect(page.getByText('MEMBERS AREA')).toBeVisible()
  expect(await bareKeysOf(page)).toEqual([])
})

test("the console's words are in before it shows, in the language switched to and after a reload", async ({
  page,
}) => {
  await watchForBareKeys(page)
  const { loginId, password } = administrators.admin
  await page.goto('/admin/login')
  await page.getByPlaceholder('아이디').fill(loginId)
  await page.getByPlaceholder('비밀번호').fill(password)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page.getByRole('heading', { name: '회원 목록' })).toBeVisible()

  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { name: 'Member list' })).toBeVisible()
  expect(await bareKeysOf(page)).toEqual([])

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Member list' })).toBeVisible()
  expect(await bareKeysOf(page)).toEqual([])
})
