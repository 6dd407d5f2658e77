import {
  ArrowDownToLineIcon,
  ArrowUpFromLineIcon,
  ChartColumnIcon,
  Gamepad2Icon,
  ListChecksIcon,
  ListOrderedIcon,
  MailIcon,
  ShieldCheckIcon,
  UserCogIcon,
} from 'lucide-react'

/**
 * docs/product.md §2.1: the side menu in this order; the pages about the draws (fairness, results, statistics)
 * follow the five of docs/product.md §2.1, after the inbox (docs/messages.md).
 */
export const memberNavItems = [
  { to: '/game', label: 'game', icon: Gamepad2Icon },
  { to: '/topup', label: 'topup', icon: ArrowDownToLineIcon },
  { to: '/withdrawal', label: 'withdrawal', icon: ArrowUpFromLineIcon },
  { to: '/bets', label: 'bets', icon: ListChecksIcon },
  { to: '/profile', label: 'profile', icon: UserCogIcon },
  { to: '/inbox', label: 'inbox', icon: MailIcon },
  { to: '/fairness', label: 'fairness', icon: ShieldCheckIcon },
  { to: '/results', label: 'results', icon: ListOrderedIcon },
  { to: '/statistics', label: 'statistics', icon: ChartColumnIcon },
] as const
