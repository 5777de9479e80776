import {
  Activity,
  BarChart3,
  Bell,
  BookOpen,
  Box,
  Brain,
  Calendar,
  CalendarDays,
  Cloud,
  Code,
  Compass,
  Cpu,
  CreditCard,
  Gauge,
  GitBranch,
  Globe,
  GraduationCap,
  HardDrive,
  Headset,
  HeartPulse,
  Infinity as InfinityIcon,
  Laptop,
  Layers,
  LayoutTemplate,
  Lock,
  LogIn,
  Mail,
  Megaphone,
  MessageCircle,
  MousePointer,
  Newspaper,
  Percent,
  Phone,
  RefreshCw,
  RotateCcw,
  Search,
  Server,
  Settings,
  Shield,
  ShieldCheck,
  ShoppingCart,
  Sliders,
  Smartphone,
  Tag,
  Terminal,
  Ticket,
  TrendingUp,
  UserCheck,
  UserPlus,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import styled from 'styled-components';
import type { IconName } from './icon-names';

const registry = {
  activity: Activity,
  'bar-chart-3': BarChart3,
  bell: Bell,
  'book-open': BookOpen,
  box: Box,
  brain: Brain,
  calendar: Calendar,
  'calendar-days': CalendarDays,
  cloud: Cloud,
  code: Code,
  compass: Compass,
  cpu: Cpu,
  'credit-card': CreditCard,
  gauge: Gauge,
  'git-branch': GitBranch,
  globe: Globe,
  'graduation-cap': GraduationCap,
  'hard-drive': HardDrive,
  headset: Headset,
  'heart-pulse': HeartPulse,
  infinity: InfinityIcon,
  laptop: Laptop,
  layers: Layers,
  'layout-template': LayoutTemplate,
  lock: Lock,
  'log-in': LogIn,
  mail: Mail,
  megaphone: Megaphone,
  'message-circle': MessageCircle,
  'mouse-pointer': MousePointer,
  newspaper: Newspaper,
  percent: Percent,
  phone: Phone,
  'refresh-cw': RefreshCw,
  'rotate-ccw': RotateCcw,
  search: Search,
  server: Server,
  settings: Settings,
  shield: Shield,
  'shield-check': ShieldCheck,
  'shopping-cart': ShoppingCart,
  sliders: Sliders,
  smartphone: Smartphone,
  tag: Tag,
  terminal: Terminal,
  ticket: Ticket,
  'trending-up': TrendingUp,
  'user-check': UserCheck,
  'user-plus': UserPlus,
  users: Users,
  zap: Zap,
} satisfies Record<IconName, LucideIcon>;

const Tile = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  width: ${(p) => p.$size + 24}px;
  height: ${(p) => p.$size + 24}px;
  border-radius: 12px;
  background: var(--surface-raised);
  color: var(--accent-strong);
`;

/** A decorative icon on a tile; the text beside it carries the meaning. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Glyph = registry[name];
  return (
    <Tile $size={size} aria-hidden="true">
      <Glyph size={size} strokeWidth={2} />
    </Tile>
  );
}
