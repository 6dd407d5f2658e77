import { i18n } from '../../i18n/i18n'
import { downloadCsv } from '../../lib/download-csv'
import { formatDate } from '../../lib/format'
import { trpcClient } from '../../trpc/trpc-client'

/** Fetches the last 90 days of the member's money ledger as CSV and saves it, named by today's date. */
export async function downloadLedgerCsv() {
  const csv = await trpcClient.users.ledgerCsv.query()
  downloadCsv(i18n.t('summary.fileName', { ns: 'account', date: formatDate(Date.now()) }), csv)
}
