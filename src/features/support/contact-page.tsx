import { Box, Button, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { QueryBlock } from '../../components/feedback/query-state'
import { usePermission } from '../../lib/auth/use-permission'
import { formatDate } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { permission } from '../../lib/permissions'
import { localized, useSupportContent, type SupportContent } from './support-content'

const tel = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`

/** Contact: the support desk and the escalation contacts, with click-to-call and e-mail, and a shortcut to raise a case. */
export function ContactPage() {
  const query = useSupportContent()
  return (
    <QueryBlock query={query} testId="contact">
      {(result) => <Contacts content={result.data} fetchedAt={result.fromDevice ? result.fetchedAt : null} />}
    </QueryBlock>
  )
}

function Contacts({ content, fetchedAt }: { content: SupportContent; fetchedAt: string | null }) {
  const { t } = useLingui()
  const locale = activeLocale()
  const canRaise = usePermission(permission('Case', 'Manage Case'))
  const { desk, escalation } = content.contacts
  return (
    <Stack gap="5">
      {fetchedAt && (
        <Text fontSize="sm" color="fg.muted" data-testid="stale-notice">
          {t`Offline: showing what was loaded on ${formatDate(fetchedAt, locale)}.`}
        </Text>
      )}
      <Box as="section" bg="bg" borderWidth="1px" borderRadius="l3" shadow="xs" p={{ base: '3', md: '5' }} data-testid="support-desk">
        <Heading as="h2" size="sm" mb="1">
          {localized(desk.name, locale)}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {localized(desk.hours, locale)}
        </Text>
        <Stack gap="1" fontSize="sm">
          {desk.phones.map((phone) => (
            <ChakraLink key={phone} href={tel(phone)} color="brand.fg">
              <bdi dir="ltr">{phone}</bdi>
            </ChakraLink>
          ))}
          <ChakraLink href={`mailto:${desk.email}`} color="brand.fg">
            <bdi dir="ltr">{desk.email}</bdi>
          </ChakraLink>
        </Stack>
        {canRaise && (
          <Button asChild size="sm" colorPalette="brand" mt="4">
            <Link to="/Case-Management" search={{ raise: '' }}>
              <Trans>Raise a case</Trans>
            </Link>
          </Button>
        )}
      </Box>
      <Box as="section">
        <Heading as="h2" size="sm" mb="3">
          <Trans>Escalation</Trans>
        </Heading>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
          {escalation.map((contact) => (
            <Box key={contact.level} bg="bg" borderWidth="1px" borderRadius="l3" shadow="xs" p="4" data-testid="escalation-contact">
              <Text fontSize="xs" color="fg.muted">
                {t`Level ${contact.level}`} · {localized(contact.when, locale)}
              </Text>
              <Text fontWeight="semibold">{localized(contact.role, locale)}</Text>
              <Text fontSize="sm">{contact.name}</Text>
              <Stack gap="1" mt="2" fontSize="sm">
                <ChakraLink href={tel(contact.phone)} color="brand.fg">
                  <bdi dir="ltr">{contact.phone}</bdi>
                </ChakraLink>
                <ChakraLink href={`mailto:${contact.email}`} color="brand.fg">
                  <bdi dir="ltr">{contact.email}</bdi>
                </ChakraLink>
              </Stack>
            </Box>
          ))}
        </Grid>
      </Box>
    </Stack>
  )
}
