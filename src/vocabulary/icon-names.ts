/** Icons content may name: Lucide's names; the icon sprite draws each one. */
export const iconNames = [
  'activity',
  'bar-chart-3',
  'bell',
  'book-open',
  'box',
  'brain',
  'calendar',
  'calendar-days',
  'cloud',
  'code',
  'compass',
  'cpu',
  'credit-card',
  'gauge',
  'git-branch',
  'globe',
  'graduation-cap',
  'hard-drive',
  'headset',
  'heart-pulse',
  'infinity',
  'laptop',
  'layers',
  'layout-template',
  'lock',
  'log-in',
  'mail',
  'megaphone',
  'message-circle',
  'mouse-pointer',
  'newspaper',
  'percent',
  'phone',
  'refresh-cw',
  'rotate-ccw',
  'search',
  'server',
  'settings',
  'shield',
  'shield-check',
  'shopping-cart',
  'sliders',
  'smartphone',
  'tag',
  'terminal',
  'ticket',
  'trending-up',
  'user-check',
  'user-plus',
  'users',
  'zap',
] as const;

/** Social networks the footer can link to, drawn as brand marks. */
export const socialNetworks = ['x', 'facebook', 'linkedin', 'github', 'instagram', 'youtube'] as const;

/** Icons the interface itself draws (menus, dialogs, fields), beside those content may name. */
export const interfaceIconNames = [
  'arrow-up',
  'chevron-down',
  'circle-alert',
  'circle-check',
  'circle-help',
  'circle-x',
  'external-link',
  'info',
  'menu',
  'moon',
  'rotate-cw',
  'sun',
  'x',
] as const;

export type IconName = (typeof iconNames)[number];
export type SocialNetwork = (typeof socialNetworks)[number];
/** Every symbol of the icon sprite (src/build/icon-sprite-plugin.ts): a line icon, or `social-` and a network. */
export type GlyphName = IconName | (typeof interfaceIconNames)[number] | `social-${SocialNetwork}`;
