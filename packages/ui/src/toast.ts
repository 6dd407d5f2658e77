import type { toast as sonnerToast } from 'sonner'

type Sonner = typeof sonnerToast

const sonner = () => import('sonner').then(({ toast }) => toast)

/**
 * The notifications of toaster.tsx, asked for by what a user does. The library loads with the first
 * one (or with the lazily mounted Toaster, whichever comes first), so no page carries it in its first
 * load.
 */
export const toast = {
  message: (...args: Parameters<Sonner>) => void sonner().then((show) => show(...args)),
  success: (...args: Parameters<Sonner['success']>) => void sonner().then((show) => show.success(...args)),
  info: (...args: Parameters<Sonner['info']>) => void sonner().then((show) => show.info(...args)),
  error: (...args: Parameters<Sonner['error']>) => void sonner().then((show) => show.error(...args)),
}
