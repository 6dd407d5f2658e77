import { CheckIcon } from 'lucide-react'
import { DropdownMenu as DropdownMenuPrimitive, Slot } from 'radix-ui'
import * as React from 'react'
import { cn } from './lib/cn'

/** Whether Radix's menu is mounted, and what mounts it at once, opened, when the trigger is pressed first. */
const MenuMount = React.createContext<{ mounted: boolean; mountOpen: () => void } | null>(null)

/**
 * Radix's menu, mounted in a render after the one that draws the menu's place. As Radix's menu
 * mounts, it keeps its trigger in state set from a ref and its content's presence in state set in a
 * layout effect: updates React draws at once, inside the commit. In a page's first commit they made
 * React run every effect of the new page in that same task (on a slow phone, one long task as the
 * console first drew). Until it mounts, the trigger is drawn alone, closed; pressed meanwhile, it
 * mounts the menu open.
 */
export function DropdownMenu({
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  const [mount, setMount] = React.useState<'later' | 'closed' | 'open'>('later')
  React.useEffect(
    () => React.startTransition(() => setMount((now) => (now === 'later' ? 'closed' : now))),
    [],
  )
  const menuMount = React.useMemo(
    () => ({ mounted: mount !== 'later', mountOpen: () => setMount('open') }),
    [mount],
  )
  return (
    <MenuMount.Provider value={menuMount}>
      {mount === 'later' ? (
        children
      ) : (
        <DropdownMenuPrimitive.Root defaultOpen={mount === 'open'} {...props}>
          {children}
        </DropdownMenuPrimitive.Root>
      )}
    </MenuMount.Provider>
  )
}

const opensMenu = (key: string) => key === 'Enter' || key === ' ' || key === 'ArrowDown'

export function DropdownMenuTrigger({
  asChild,
  onPointerDown,
  onKeyDown,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  const menuMount = React.useContext(MenuMount)
  if (!menuMount || menuMount.mounted)
    return (
      <DropdownMenuPrimitive.Trigger
        asChild={asChild}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        {...props}
      />
    )
  const Trigger = asChild ? Slot.Root : 'button'
  return (
    <Trigger
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerDown={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event)
        if (event.button === 0 && !event.ctrlKey) menuMount.mountOpen()
      }}
      onKeyDown={(event: React.KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event)
        if (!opensMenu(event.key)) return
        event.preventDefault()
        menuMount.mountOpen()
      }}
      {...props}
    />
  )
}

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  if (React.useContext(MenuMount)?.mounted === false) return null
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-[10rem] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  )
}

const itemClass =
  "relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0"

export function DropdownMenuItem({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Item>) {
  return <DropdownMenuPrimitive.Item className={cn(itemClass, className)} {...props} />
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>) {
  return (
    <DropdownMenuPrimitive.CheckboxItem className={cn(itemClass, 'pl-8', className)} {...props}>
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <CheckIcon aria-hidden />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  )
}

export function DropdownMenuLabel({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      className={cn('px-2 py-1.5 font-medium text-muted-foreground text-xs', className)}
      {...props}
    />
  )
}

export function DropdownMenuSeparator({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return <DropdownMenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />
}
