import { formatDateTime } from '../../../lib/format'

/** An instant as a `datetime-local` field shows it: the site's Korean wall-clock time, to the minute. */
export const kstInputValue = (instant: string | null) =>
  instant ? formatDateTime(instant).slice(0, 16).replace(' ', 'T') : ''
