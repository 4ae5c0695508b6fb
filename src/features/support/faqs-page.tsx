import { Accordion, Box, Flex, Heading, Input, Field, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { QueryBlock } from '../../components/feedback/query-state'
import { formatDate } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { localized, useSupportContent, type SupportContent } from './support-content'

/** FAQs: questions and answers by topic, searchable, in the user's language, readable offline once seen. */
export function FaqsPage() {
  const query = useSupportContent()
  return (
    <QueryBlock query={query} testId="faqs">
      {(result) => <Faqs content={result.data} fetchedAt={result.fromDevice ? result.fetchedAt : null} />}
    </QueryBlock>
  )
}

function Faqs({ content, fetchedAt }: { content: SupportContent; fetchedAt: string | null }) {
  const { t } = useLingui()
  const locale = activeLocale()
  const [search, setSearch] = useState('')
  const words = search.trim().toLocaleLowerCase()
  const topics = content.faqs
    .map((topic) => ({
      ...topic,
      items: topic.items.filter((item) => !words || `${localized(item.question, locale)} ${localized(item.answer, locale)}`.toLocaleLowerCase().includes(words)),
    }))
    .filter((topic) => topic.items.length > 0)
  return (
    <Stack gap="5">
      {fetchedAt && (
        <Text fontSize="sm" color="fg.muted" data-testid="stale-notice">
          {t`Offline: showing what was loaded on ${formatDate(fetchedAt, locale)}.`}
        </Text>
      )}
      <Flex bg="bg" borderWidth="1px" borderRadius="l3" shadow="xs" p={{ base: '3', md: '5' }} as="search">
        <Field.Root maxW="28rem">
          <Field.Label>
            <Trans>Search the questions</Trans>
          </Field.Label>
          <Input type="search" name="faq-search" value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
        </Field.Root>
      </Flex>
      {topics.length === 0 && (
        <Text color="fg.muted" data-testid="faqs-empty">
          <Trans>No question matches “{search}”.</Trans>
        </Text>
      )}
      {topics.map((topic) => (
        <Box as="section" key={topic.id} bg="bg" borderWidth="1px" borderRadius="l3" shadow="xs" p={{ base: '3', md: '5' }} data-testid="faq-topic">
          <Heading as="h2" size="sm" mb="2">
            {localized(topic.topic, locale)}
          </Heading>
          <Accordion.Root collapsible multiple defaultValue={words ? topic.items.map((item) => item.id) : []}>
            {topic.items.map((item) => (
              <Accordion.Item key={item.id} value={item.id} data-testid="faq-item">
                <Accordion.ItemTrigger>
                  <Text flex="1" textAlign="start" fontWeight="medium">
                    {localized(item.question, locale)}
                  </Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>
                    <Text fontSize="sm">{localized(item.answer, locale)}</Text>
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Box>
      ))}
      <Text fontSize="xs" color="fg.muted">
        {t`Updated on ${formatDate(content.updated, locale)}.`}
      </Text>
    </Stack>
  )
}
