/**
 * The name of the desktop bar's toggle beside 'Blog' (SPEC 2.2: it has no visible effect), which the spec
 * leaves to us; a screen reader reads it with the toggle's state.
 */
export const BLOG_TOGGLE_LABEL = 'Blog options';

/** The phone menu's button, by the menu's state. */
export const MENU_LABELS = { open: 'Open menu', close: 'Close menu' } as const;
