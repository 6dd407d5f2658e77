import { Sheet, SheetContent, SheetTitle } from '@pb/ui/sheet'
import { useTranslation } from 'react-i18next'
import { MemberSideMenu } from './member-side-menu'

/** The side menu as a drawer; choosing an item closes it (docs/product.md §2.1). */
export function MemberMenuDrawer({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" closeLabel={t('common.close')} aria-describedby={undefined}>
        <SheetTitle className="sr-only">{t('common.menu')}</SheetTitle>
        <MemberSideMenu inDrawer onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  )
}
