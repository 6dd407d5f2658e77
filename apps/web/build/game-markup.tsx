import './browser-stand-in'
import './open-round-clock'
import { loadFairnessCatalog } from '../src/features/fairness/i18n/load-fairness-catalog'
import { GamePage } from '../src/features/game/game-page'
import { renderSignedIn } from './signed-in-markup'

/**
 * The game page's first screen as HTML, in Korean, as the app's first render draws it on a phone
 * before its calls answer: the header, the tabs and the board without its odds. Written into the
 * page's entry so a phone paints the board before any script has loaded. The header keeps the place
 * of the member's id and balances, which the HTML never shows (`data-app-value`). Importing this
 * module installs browser stand-ins and a fixed clock in the global scope: only ever in a process of
 * its own.
 */
export async function gameMarkup(): Promise<string> {
  await loadFairnessCatalog()
  return renderSignedIn({
    area: 'member',
    user: { id: 0, loginId: 'member', roleCode: 'MEMBER', moneyBal: 0, pointBal: 0 },
    path: '/game',
    page: <GamePage />,
  })
}
