import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '../auth/guards'
import { loadFairnessCatalog } from '../features/fairness/i18n/load-fairness-catalog'
import { GamePage } from '../features/game/game-page'

export const Route = createFileRoute('/game')({
  beforeLoad: ({ context }) => requireSession('member', context.queryClient),
  // The round's disclosures (operator's result, paused betting) and the verify buttons' words.
  loader: loadFairnessCatalog,
  component: GamePage,
})
