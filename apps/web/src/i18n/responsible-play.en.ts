import type { responsiblePlayKo } from './responsible-play.ko'

export const responsiblePlayEn: typeof responsiblePlayKo = {
  title: 'Responsible play',
  description: 'Set your own limits, and pause when you want a break.',
  limits: {
    title: 'My limits',
    help: 'A lower limit applies at once; a higher one or a removal applies after 24 hours. Periods follow Korean time; weeks start on Monday.',
    types: { DEPOSIT: 'Deposit limit', STAKE: 'Stake limit', LOSS: 'Loss limit' },
    typeHelp: {
      DEPOSIT: 'Top-up requests pending or approved',
      STAKE: 'Stakes of bets not voided',
      LOSS: 'Stakes less winnings (a bet without a result counts as lost)',
    },
    periods: { DAY: 'Daily', WEEK: 'Weekly', MONTH: 'Monthly' },
    none: 'No limit',
    usage: 'Used {{used}} · left {{remaining}}',
    pendingAmount: '{{amount}} from {{time}}',
    pendingRemoval: 'Removed from {{time}}',
    type: 'Kind',
    period: 'Period',
    amount: 'Limit',
    set: 'Set',
    remove: 'Remove',
    saved: 'Limit saved.',
    savedLater: 'The change applies from {{time}}.',
    failed: 'Could not save the limit.',
    loadFailed: 'Could not load your limits.',
  },
  exclusion: {
    title: 'Time-out and self-exclusion',
    help: 'For the chosen time you cannot bet, top up or convert points. You can still sign in, see your history and withdraw. Neither you nor an administrator can end it early, and it can only be made longer.',
    choice: 'Length',
    timeout: 'Time-out',
    exclusion: 'Self-exclusion',
    days: {
      d1: '1 day',
      d7: '7 days',
      d30: '30 days',
      d180: '6 months (180 days)',
      d365: '1 year (365 days)',
      d1825: '5 years (1825 days)',
    },
    permanent: 'Permanent',
    submit: 'Start the break',
    confirmTitle: 'Stop playing for {{choice}}?',
    confirmPermanentTitle: 'Stop playing for good?',
    confirmBody:
      'Until {{until}} you cannot bet, top up or convert points. You can still sign in, see your history and withdraw. Neither you nor an administrator can end it early.',
    confirmPermanentBody:
      'From now on you cannot bet, top up or convert points. You can still sign in, see your history and withdraw. Neither you nor an administrator can end it.',
    confirm: 'Start',
    done: 'Play is paused until {{until}}.',
    donePermanent: 'Play is stopped for good.',
    failed: 'Could not start the break.',
    active: 'Play is paused until {{until}}. It can only be made longer.',
    activePermanent: 'Play is stopped for good.',
  },
  banner: {
    until:
      'You paused play until {{until}}: betting, top-ups and point conversion are off; withdrawals and history still work.',
    permanent:
      'You stopped play for good: betting, top-ups and point conversion are off; withdrawals and history still work.',
  },
}
