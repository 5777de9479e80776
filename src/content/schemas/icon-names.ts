/** Icons content may name; src/ui/Icon.tsx draws each one. Add a name here and there together. */
export const iconNames = [
  'activity', 'bar-chart-3', 'bell', 'book-open', 'box', 'brain', 'calendar', 'calendar-days', 'cloud', 'code',
  'compass', 'cpu', 'credit-card', 'gauge', 'git-branch', 'globe', 'graduation-cap', 'hard-drive', 'headset',
  'heart-pulse', 'infinity', 'laptop', 'layers', 'layout-template', 'lock', 'log-in', 'mail', 'megaphone',
  'message-circle', 'mouse-pointer', 'newspaper', 'percent', 'phone', 'refresh-cw', 'rotate-ccw', 'search', 'server',
  'settings', 'shield', 'shield-check', 'shopping-cart', 'sliders', 'smartphone', 'tag', 'terminal', 'ticket',
  'trending-up', 'user-check', 'user-plus', 'users', 'zap',
] as const;

/** Social networks the footer can link to, drawn as brand marks. */
export const socialNetworks = ['x', 'facebook', 'linkedin', 'github', 'instagram', 'youtube'] as const;

export type IconName = (typeof iconNames)[number];
export type SocialNetwork = (typeof socialNetworks)[number];
