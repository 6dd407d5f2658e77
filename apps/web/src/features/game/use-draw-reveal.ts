import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { trpc } from '../../trpc/client'
import type { DrawResult } from '../../trpc/types'

export interface Announcement {
  draw: DrawResult
  /** When this page learnt of the draw (Date.now()), so a card mounted again shows it at once. */
  heardAt: number
}

/** The last draw revealed, so that switching tabs and back keeps its card (for as long as it shows). */
let latest: Announcement | null = null

/**
 * The draw to reveal: the current game's last result once it changes while the game page is open. A
 * RESULT_SAVED event writes the drawn round there at once (the refetch follows), and a draw the stream
 * missed arrives with the next answer. What the page finds there when it opens is where it starts:
 * the live events keep that cache current even while the member is on another page.
 */
export function useDrawReveal(): Announcement | null {
  const current = useQuery(trpc.game.current.queryOptions())
  const last = current.data?.lastResult
  const baseline = useRef(last?.round ?? null)
  const [announcement, setAnnouncement] = useState(latest)
  useEffect(() => {
    if (!last) return
    if (baseline.current !== null && last.round > baseline.current) {
      latest = { draw: last, heardAt: Date.now() }
      setAnnouncement(latest)
    }
    if (baseline.current === null || last.round > baseline.current) baseline.current = last.round
  }, [last])
  return announcement
}
