/**
 * The app's typeface: IBM Plex Sans, and until it has loaded the system's Arial scaled to its
 * metrics (components/plain/font-fallback.css). The same stack as plain.css's --ui-font.
 */
export const fontStack = "'IBM Plex Sans', 'IBM Plex Sans Fallback: Arial', 'IBM Plex Sans Fallback: Liberation Sans', system-ui, sans-serif"
