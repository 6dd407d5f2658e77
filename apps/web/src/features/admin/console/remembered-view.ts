import { defaultAdminPath, menuEntryOf } from './admin-menu'

const storageKey = 'adminMenuSelection'

/** docs/product.md §2.5: the chosen menu and sub-menu survive a reload, in session storage (with its filters). */
export function rememberView(href: string): void {
  if (menuEntryOf(href)) sessionStorage.setItem(storageKey, href)
}

/** Where `/admin` opens: the view chosen last in this tab, else the member list. */
export function rememberedView(): string {
  const stored = sessionStorage.getItem(storageKey)
  return stored && menuEntryOf(stored) ? stored : defaultAdminPath
}
