import * as React from 'react'
import { cn } from './lib/cn'

/**
 * Tabs as WAI-ARIA's tabs pattern has them (a horizontal tablist, automatic activation), drawn with
 * plain elements. Each tab names its panel and each panel its tab, through ids `Tabs` makes. Only the
 * chosen tab is a Tab stop; the arrow keys (round the ends), Home and End move to a tab and choose it.
 *
 * Not Radix's: its roving focus counted each tab in a layout effect as it mounted, a state change
 * inside the commit that made React run the new page's effects in that same task, and its panels
 * read their computed style as they attached, forcing a style pass of the whole page.
 */
const TabsContext = React.createContext<{
  id: string
  value: string
  select: (value: string) => void
} | null>(null)

function useTabs() {
  const tabs = React.useContext(TabsContext)
  if (!tabs) throw new Error('A tab or its panel is drawn outside <Tabs>')
  return tabs
}

const triggerId = (tabsId: string, value: string) => `${tabsId}-tab-${value}`
const panelId = (tabsId: string, value: string) => `${tabsId}-panel-${value}`

export function Tabs({
  className,
  value: controlledValue,
  defaultValue = '',
  onValueChange,
  ...props
}: Omit<React.ComponentProps<'div'>, 'defaultValue'> & {
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
}) {
  const id = React.useId()
  const [ownValue, setOwnValue] = React.useState(defaultValue)
  const value = controlledValue ?? ownValue
  const select = React.useCallback(
    (next: string) => {
      setOwnValue(next)
      onValueChange?.(next)
    },
    [onValueChange],
  )
  const tabs = React.useMemo(() => ({ id, value, select }), [id, value, select])
  return (
    <TabsContext.Provider value={tabs}>
      <div className={cn('flex flex-col gap-3', className)} {...props} />
    </TabsContext.Provider>
  )
}

/** The tab `key` moves to from `current` among `tabs`, or none for a key that moves nowhere. */
function tabFor(key: string, tabs: HTMLElement[], current: number): HTMLElement | undefined {
  switch (key) {
    case 'ArrowRight':
      return tabs[(current + 1) % tabs.length]
    case 'ArrowLeft':
      return tabs[(current - 1 + tabs.length) % tabs.length]
    case 'Home':
      return tabs[0]
    case 'End':
      return tabs.at(-1)
    default:
      return undefined
  }
}

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        'inline-flex w-full flex-wrap items-center justify-start gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')]
        const focused = document.activeElement
        const current = focused instanceof HTMLElement ? tabs.indexOf(focused) : -1
        const next = current === -1 ? undefined : tabFor(event.key, tabs, current)
        if (!next) return
        event.preventDefault()
        next.focus()
        next.click()
      }}
      {...props}
    />
  )
}

export function TabsTrigger({
  className,
  value,
  onClick,
  ...props
}: Omit<React.ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs()
  const active = tabs.value === value
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.id, value)}
      aria-controls={panelId(tabs.id, value)}
      aria-selected={active}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      onClick={(event) => {
        onClick?.(event)
        if (!active) tabs.select(value)
      }}
      className={cn(
        'inline-flex flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  )
}

/** The panel of the tab `value`: drawn only while it is chosen, unless `forceMount` keeps it (marked inactive). */
export function TabsContent({
  className,
  value,
  forceMount,
  ...props
}: React.ComponentProps<'div'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs()
  const active = tabs.value === value
  if (!active && !forceMount) return null
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.id, value)}
      aria-labelledby={triggerId(tabs.id, value)}
      data-state={active ? 'active' : 'inactive'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is the next stop after its tab, as WAI-ARIA's tabs pattern asks.
      tabIndex={0}
      className={cn('flex-1 outline-none', className)}
      {...props}
    />
  )
}
