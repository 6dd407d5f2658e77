import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../lib/format'
import { useMemberUser } from '../member/use-member-user'
import { useSharedBettingClock } from './betting-clock-context'
import { type ClockAnnouncement, type ClockMoment, clockAnnouncement } from './clock-announcement'

/**
 * One polite live region for the game page: the time left at a few marks, betting closed, paused or
 * open, and the balance when it changes. The draw and the member's results are read by the reveal.
 */
export function GameAnnouncer() {
  const { clock } = useSharedBettingClock()
  const { t } = useTranslation()
  const { t: tf } = useTranslation('fairness')
  const [said, setSaid] = useState('')
  const wordsOf = (announcement: ClockAnnouncement) => {
    switch (announcement.kind) {
      case 'closesIn':
        return announcement.unit === 'minutes'
          ? t('game.announce.closesInMinutes', { count: announcement.count })
          : t('game.announce.closesInSeconds', { count: announcement.count })
      case 'closed':
        return t('game.announce.closed', { round: announcement.round })
      case 'opened':
        return t('game.announce.opened', { round: announcement.round })
      case 'paused':
        return tf('game.paused')
    }
  }

  // Compared with the clock of the previous render (the page draws again each second).
  const before = useRef<ClockMoment | null>(null)
  useEffect(() => {
    const announcement = before.current && clockAnnouncement(before.current, clock)
    before.current = clock
    if (announcement) setSaid(wordsOf(announcement))
  })

  const moneyBal = useMemberUser()?.moneyBal
  const lastBalance = useRef(moneyBal)
  useEffect(() => {
    if (moneyBal === undefined || moneyBal === lastBalance.current) return
    const first = lastBalance.current === undefined
    lastBalance.current = moneyBal
    if (!first) setSaid(t('game.announce.balance', { money: formatMoney(moneyBal) }))
  }, [moneyBal, t])

  return (
    <p className="sr-only" role="status" data-testid="game-announcement">
      {said}
    </p>
  )
}
