import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { MegaphoneIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../trpc/client'
import { NoticeDisclosure } from './notice-body'

/** The game page shows this many, pinned first; the inbox has them all. */
const shownOnGamePage = 3

/**
 * docs/messages.md §2 on the game page: the current notices, each a one-line disclosure, placed under
 * the board so that their arrival never moves a button under the member's finger. Nothing while
 * there is none.
 */
export default function GameNotices() {
  const { t } = useTranslation()
  const notices = useQuery(trpc.messages.notices.queryOptions()).data ?? []
  if (notices.length === 0) return null
  return (
    <section
      aria-labelledby="game-notices-title"
      className="mt-4 flex flex-col gap-2"
      data-testid="game-notices"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="game-notices-title" className="flex items-center gap-2 font-semibold text-sm">
          <MegaphoneIcon className="size-4" aria-hidden />
          {t('messages.notices')}
        </h2>
        {notices.length > shownOnGamePage && (
          <Link to="/inbox" className="text-primary text-sm underline-offset-4 hover:underline">
            {t('messages.allNotices')}
          </Link>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        {notices.slice(0, shownOnGamePage).map((notice) => (
          <NoticeDisclosure key={notice.id} notice={notice} compact />
        ))}
      </div>
    </section>
  )
}
