import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '../auth/guards'
import { GamePage } from '../features/game/game-page'

export const Route = createFileRoute('/game')({
  beforeLoad: ({ context }) => requireSession('member', context.queryClient),
  component: GamePage,
})
