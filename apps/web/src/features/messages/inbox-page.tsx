import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pb/ui/tabs'
import { useTranslation } from 'react-i18next'
import { type InboxSearch, type InboxTab, inboxTabs } from './inbox-search'
import { InquiriesPanel } from './inquiries-panel'
import { MessageList } from './message-list'
import { NoticeList } from './notice-list'

/** docs/messages.md: the member's notices, messages and 1:1 inquiries, one tab each. */
export function InboxPage({
  search,
  onSearch,
}: {
  search: InboxSearch
  onSearch: (next: InboxSearch) => void
}) {
  const { t } = useTranslation('messages')
  const tab = search.tab ?? 'notices'
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div className="grid gap-1">
        <h1 className="font-semibold text-xl">{t('title')}</h1>
        <p className="text-muted-foreground text-sm">{t('help')}</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => onSearch({ tab: value as InboxTab })}>
        <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
          {inboxTabs.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="notices" className="mt-3">
          <NoticeList />
        </TabsContent>
        <TabsContent value="messages" className="mt-3">
          <MessageList page={search.page ?? 1} onPage={(page) => onSearch({ ...search, page })} />
        </TabsContent>
        <TabsContent value="inquiries" className="mt-3">
          <InquiriesPanel
            page={search.page ?? 1}
            openId={search.inquiry}
            onPage={(page) => onSearch({ ...search, page })}
            onOpen={(inquiry) => onSearch({ ...search, inquiry })}
          />
        </TabsContent>
      </Tabs>
    </div>
  )
}
