import { Toaster as Sonner, type ToasterProps } from 'sonner'

/**
 * Stacked notifications at top center that close themselves after 5 seconds (spec §2). They start
 * below the headers, so a balance that changes stays in sight.
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      duration={5000}
      offset={{ top: 76 }}
      mobileOffset={{ top: 112 }}
      closeButton
      richColors
      {...props}
    />
  )
}
