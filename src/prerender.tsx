// Build time only (scripts/prerender.ts): a route of the app rendered to HTML in one language, signed
// out, so its page paints from the HTML and the stylesheet before the script has run. The browser
// then hydrates the same tree (main.tsx).
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { prerender } from 'react-dom/static'

import { AppRoot, createAppRouter } from './app-root'
import { activateLocale, directionOf, locales, type Locale } from './lib/i18n'

export { locales }

/** Every path the router knows (`/merchant/$merchantId` style): the sandbox answers others with the 404 page. */
export function routePaths(): string[] {
  return Object.keys(createAppRouter(new QueryClient(), createMemoryHistory()).routesByPath)
}

/** The route's page in the language, and that language's `dir` for the page's <html>. */
export async function render(path: string, locale: Locale): Promise<{ markup: string; dir: string }> {
  await activateLocale(locale, { remember: false })
  const queryClient = new QueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  // prerender waits for every lazy chunk and Suspense boundary of the page to resolve.
  const { prelude } = await prerender(<AppRoot router={router} queryClient={queryClient} />)
  return { markup: await new Response(prelude).text(), dir: directionOf(locale) }
}
