// The bank's support content (FAQs and contacts): a static JSON file beside the app
// (public/content/support.json), so a bank edits it without a rebuild. Read fresh when online
// (revalidated, never precached), kept on the device like reference data for offline reading.
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { Locale } from '../../lib/i18n'
import { loadReference } from '../../offline/reference-data'

export type Localized = Partial<Record<Locale, string>> & { en: string }

export interface SupportContent {
  version: number
  updated: string
  faqs: { id: string; topic: Localized; items: { id: string; question: Localized; answer: Localized }[] }[]
  contacts: {
    desk: { name: Localized; hours: Localized; phones: string[]; email: string; whatsapp?: string }
    escalation: { level: number; role: Localized; name: string; phone: string; email: string; when: Localized }[]
  }
}

export const supportContentUrl = '/content/support.json'

async function fetchContent(signal?: AbortSignal): Promise<SupportContent> {
  const response = await fetch(supportContentUrl, { cache: 'no-cache', signal })
  if (!response.ok) throw new Error(`The support content could not be read (${response.status})`)
  const content = (await response.json()) as SupportContent
  if (!Array.isArray(content.faqs) || !content.contacts) throw new Error('The support content file is not in the expected shape')
  return content
}

export function supportContentQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'support'] as const,
    queryFn: ({ signal }) => loadReference('content:support', () => fetchContent(signal)),
    staleTime: 10 * 60_000,
    networkMode: 'always',
  })
}

export function useSupportContent() {
  return useQuery(supportContentQueryOptions())
}

/** The text in the user's language, or English where the file has none. */
export function localized(text: Localized, locale: Locale): string {
  return text[locale] ?? text.en
}
