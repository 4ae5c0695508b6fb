// React DOM's client, in the build's React chunk (vite.config.ts): importing this module starts React DOM
// (its CommonJS factory runs here), so the sign-in page's boot script runs that in a task of its own
// (scripts/prerender.ts) rather than inside the app's entry.
export { createRoot, hydrateRoot } from 'react-dom/client'
