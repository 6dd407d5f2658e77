import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useServerNowAs } from '../../../hooks/use-server-now'
import { trpc } from '../../../trpc/client'

const fiveMinutesMs = 300_000
const minGapMs = 2_000

/**
 * docs/product.md §2.5: the visible console reloads at every five-minute mark (second 0), at most once per
 * 2 seconds. It reloads its data, not the page, so the operator keeps their place and filters. The
 * console's layout holds this, so it watches the mark rather than the second: a tick redraws nothing.
 */
export function useFiveMinuteRefresh() {
  const queryClient = useQueryClient()
  const mark = useServerNowAs((now) => Math.floor(now / fiveMinutesMs))
  const seen = useRef(mark)
  const last = useRef(0)
  useEffect(() => {
    if (mark === seen.current) return
    seen.current = mark
    if (document.visibilityState !== 'visible' || Date.now() - last.current < minGapMs) return
    last.current = Date.now()
    void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() })
  }, [mark, queryClient])
}
