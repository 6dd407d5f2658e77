import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}

/**
 * Builds tailwind-merge's class tables, which its first call builds otherwise: tens of milliseconds
 * on a slow phone, inside whatever render first calls `cn`.
 */
export const prepareCn = () => void twMerge()
