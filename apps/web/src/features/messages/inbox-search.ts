import { MAX_INT } from '@pb/contract/limits'
export const inboxTabs = ['notices', 'messages', 'inquiries'] as const
export type InboxTab = (typeof inboxTabs)[number]

/** The inbox's address: its tab, the page of a list, the inquiry open on its thread. */
export interface InboxSearch {
  tab?: InboxTab | undefined
  page?: number | undefined
  inquiry?: number | undefined
}

const positive = (raw: unknown) => {
  const value = Number(raw)
  return Number.isInteger(value) && value >= 1 && value <= MAX_INT ? value : undefined
}

/** Anything malformed in the address reads as absent. */
export function parseInboxSearch(raw: Record<string, unknown>): InboxSearch {
  return {
    tab: inboxTabs.find((tab) => tab === raw.tab),
    page: positive(raw.page),
    inquiry: positive(raw.inquiry),
  }
}
