import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { serverOffsetMs, useServerNowAs } from '../../../hooks/use-server-now'
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
  const seen = useRef({ mark, offsetMs: serverOffsetMs() })
  const last = useRef(0)
  useEffect(() => {
    const before = seen.current
    if (mark === before.mark) return
    seen.current = { mark, offsetMs: serverOffsetMs() }
    // A mark reached because the clock was corrected (the server's first answer), not because time
    // passed, reloads nothing: by the clock as it was, the mark has not come yet.
    if (Math.floor((Date.now() + before.offsetMs) / fiveMinutesMs) === before.mark) return
    if (document.visibilityState !== 'visible' || Date.now() - last.current < minGapMs) return
    last.current = Date.now()
    void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() })
  }, [mark, queryClient])
}
