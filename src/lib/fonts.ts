/**
 * The app's typeface: IBM Plex Sans, and until it has loaded the system's Arial scaled to its
 * metrics (components/plain/font-fallback.css). The same stack as plain.css's --ui-font.
 * The web font is loaded by the signed-in shell only (components/layout/app-shell.tsx): the pages
 * before sign-in are drawn in the fallback alone, so that no font request races their first paint.
 */
export const fontStack = "'IBM Plex Sans', 'IBM Plex Sans Fallback: Arial', 'IBM Plex Sans Fallback: Liberation Sans', system-ui, sans-serif"
