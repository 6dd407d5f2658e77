import { type Area, loginPathOf } from './area'
import { clearSession } from './session-store'

/** docs/product.md §4.1: the area's stored session is dropped and the visitor starts again at that area's login. */
export function endSession(area: Area) {
  clearSession(area)
  const loginPath = loginPathOf[area]
  if (window.location.pathname !== loginPath) window.location.assign(loginPath)
}
