/**
 * Maintenance mode is fixed off: the switch exists so operations can flip it in a build,
 * and the maintenance notice never shows on this site.
 */
export const MAINTENANCE_MODE: boolean = false;
