import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pb/ui/tabs'
import { useTranslation } from 'react-i18next'
import { type AdminMenuSelection, adminMenuGroups, isAdminMenuGroup, itemsOf } from './admin-menu'
import { MemberListPanel } from './member-list-panel'
import { NotImplementedPanel } from './not-implemented-panel'

interface AdminMenuTabsProps {
  selection: AdminMenuSelection
  onSelect: (selection: AdminMenuSelection) => void
}

/** The console's top menu: a row of groups, then that group's sub-items, then the chosen panel. */
export function AdminMenuTabs({ selection, onSelect }: AdminMenuTabsProps) {
  const { t } = useTranslation()

  function selectGroup(value: string) {
    if (!isAdminMenuGroup(value) || value === selection.group) return
    const [firstItem] = itemsOf(value)
    if (firstItem) onSelect({ group: value, item: firstItem })
  }

  function selectItem(value: string) {
    const item = itemsOf(selection.group).find((candidate) => candidate === value)
    if (item) onSelect({ group: selection.group, item })
  }

  return (
    <Tabs value={selection.group} onValueChange={selectGroup}>
      <TabsList aria-label={t('common.menu')}>
        {adminMenuGroups.map((group) => (
          <TabsTrigger key={group} value={group}>
            {t(`admin.menuGroups.${group}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={selection.group}>
        <Tabs value={selection.item} onValueChange={selectItem}>
          <TabsList aria-label={t(`admin.menuGroups.${selection.group}`)} className="bg-transparent p-0">
            {itemsOf(selection.group).map((item) => (
              <TabsTrigger
                key={item}
                value={item}
                className="flex-none border data-[state=active]:border-primary data-[state=active]:text-primary"
              >
                {t(`admin.menuItems.${item}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={selection.item} className="rounded-lg border p-3 sm:p-4">
            {selection.item === 'memberList' ? <MemberListPanel /> : <NotImplementedPanel />}
          </TabsContent>
        </Tabs>
      </TabsContent>
    </Tabs>
  )
}
