import {
  ArrowDownToLineIcon,
  ArrowUpFromLineIcon,
  Gamepad2Icon,
  ListChecksIcon,
  UserCogIcon,
} from 'lucide-react'

/** Spec §2: the side menu in this order. */
export const memberNavItems = [
  { to: '/game', label: 'game', icon: Gamepad2Icon },
  { to: '/topup', label: 'topup', icon: ArrowDownToLineIcon },
  { to: '/withdrawal', label: 'withdrawal', icon: ArrowUpFromLineIcon },
  { to: '/bets', label: 'bets', icon: ListChecksIcon },
  { to: '/profile', label: 'profile', icon: UserCogIcon },
] as const
