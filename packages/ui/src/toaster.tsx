import { Toaster as Sonner, type ToasterProps } from 'sonner'

/**
 * Stacked notifications at top center that close themselves after 5 seconds (docs/product.md §2.1). On a wide
 * screen they start below the headers, so a balance that changes stays in sight. On a phone they sit
 * over the header, just below the status bar: lower they would cover the game's view switch or a
 * dialog's title (dialogs keep the top 6rem of a phone's screen clear), and the primary buttons of a
 * phone (the cart's, a dialog's) are at the bottom. Both languages run left to right: told so, the
 * toaster does not ask the browser for the document's direction, which restyles the whole page.
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      duration={5000}
      offset={{ top: 76 }}
      mobileOffset={{ top: 'calc(env(safe-area-inset-top) + 8px)' }}
      closeButton
      richColors
      dir="ltr"
      {...props}
    />
  )
}
