// Build time only (scripts/prerender.ts): a route of the app rendered to HTML, in English, signed
// out, so its page paints from the HTML and the stylesheet before the script has run. The browser
// then renders the same tree over it (main.tsx).
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { prerender } from 'react-dom/static'

import { AppRoot, createAppRouter } from './app-root'
import { activateLocale } from './lib/i18n'
import { PRERENDERED_LOCALE } from './lib/prerendered'

/** Every path the router knows (`/merchant/$merchantId` style): the sandbox answers others with the 404 page. */
export function routePaths(): string[] {
  return Object.keys(createAppRouter(new QueryClient(), createMemoryHistory()).routesByPath)
}

export async function render(path: string): Promise<string> {
  await activateLocale(PRERENDERED_LOCALE, { remember: false })
  const queryClient = new QueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  // prerender waits for every lazy chunk and Suspense boundary of the page to resolve.
  const { prelude } = await prerender(<AppRoot router={router} queryClient={queryClient} />)
  return new Response(prelude).text()
}
