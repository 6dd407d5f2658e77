import type { AccountCatalog } from './ko'

export const accountEn: AccountCatalog = {
  edit: {
    title: 'My details',
    help: 'You can change your nickname, phone and email. Ask an administrator about your login ID or bank account.',
    nickname: 'Nickname',
    phone: 'Phone',
    email: 'Email',
    phonePlaceholder: '010-1234-5678',
    emailPlaceholder: 'name@example.com',
    submit: 'Save',
    saved: 'Your details have been saved.',
    unchanged: 'Nothing has changed.',
    failed: 'Could not save your details.',
  },
  signIns: {
    title: 'Sign-in history',
    description:
      'When, on which device and from which IP address you signed in recently. If you do not recognise one, change your password.',
    loading: 'Loading the sign-in history...',
    loadFailed: 'Could not load the sign-in history.',
    empty: 'No sign-ins yet.',
    time: 'Time',
    device: 'Device',
    address: 'IP address',
    current: 'This session',
  },
  summary: {
    title: 'Account summary',
    description: 'Totals since you joined.',
    deposits: 'Total top-ups',
    withdrawals: 'Total withdrawals',
    netResult: 'Betting result',
    netHelp: 'Winnings − stakes of settled bets',
    pending: 'Bets awaiting their draw ({{amount}}) are not included.',
    loadFailed: 'Could not load the account summary.',
    download: 'Download the last 90 days (CSV)',
    downloadHelp: 'Your money history of the last 90 days as a CSV file that opens in Excel.',
    downloaded: 'The money history file has been downloaded.',
    downloadFailed: 'Could not download the money history file.',
    fileName: 'money-history_{{date}}.csv',
  },
  realityCheck: {
    title: 'Reality check',
    description:
      'At the interval you choose, we show how long this session has lasted and its result. The setting applies on every device.',
    label: 'Interval',
    options: {
      off: 'Off',
      '15': '15 min',
      '30': '30 min',
      '60': '60 min',
    },
    saved: 'The reality check interval has been saved.',
    failed: 'Could not save the reality check interval.',
  },
}
