import { Toaster as Sonner, type ToasterProps } from 'sonner'

/** Stacked notifications at top center that close themselves after 5 seconds (spec §2). */
export function Toaster(props: ToasterProps) {
  return <Sonner position="top-center" duration={5000} closeButton richColors {...props} />
}
