import { Tabs as TabsPrimitive } from 'radix-ui'
import * as React from 'react'
import { cn } from './lib/cn'

/**
 * Radix's tab list and triggers (roving focus, activation on focus), with panels of our own: Radix
 * mounts each panel through its `Presence`, which reads the panel's computed style as it attaches and
 * on every animation starting inside it, each time forcing a style pass of the whole page. These
 * panels have no exit animation to wait for, so a plain tabpanel does: each names its tab and is
 * named by it, through ids `Tabs` makes.
 */
const TabsContext = React.createContext<{ id: string; value: string } | null>(null)

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
}: React.ComponentProps<typeof TabsPrimitive.Root>) {
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
  const tabs = React.useMemo(() => ({ id, value }), [id, value])
  return (
    <TabsContext.Provider value={tabs}>
      <TabsPrimitive.Root
        value={value}
        onValueChange={select}
        className={cn('flex flex-col gap-3', className)}
        {...props}
      />
    </TabsContext.Provider>
  )
}

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex w-full flex-wrap items-center justify-start gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  )
}

export function TabsTrigger({
  className,
  value,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  const tabs = useTabs()
  return (
    <TabsPrimitive.Trigger
      value={value}
      id={triggerId(tabs.id, value)}
      aria-controls={panelId(tabs.id, value)}
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
