import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'

import { formatDateTime } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { namedFieldsInWords } from '../returnable-fields'
import type { ApprovalRequestDetail } from '../types'

type HistoryEntry = ApprovalRequestDetail['history'][number]

const eventWords = {
  Sent: msg`Sent for approval`,
  Returned: msg`Returned for correction`,
  Resubmitted: msg`Corrected and resubmitted`,
  Approved: msg`Approved`,
  Rejected: msg`Rejected`,
} as const satisfies Record<HistoryEntry['event'], unknown>

/** What happened to the request, oldest first, in words: who, when, the note and the fields named. */
export function ApprovalHistory({ request }: { request: Pick<ApprovalRequestDetail, 'history' | 'entityType'> }) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  // A request only sent has no history to tell.
  if (request.history.length < 2) return null
  return (
    <Stack gap="2" as="section" aria-labelledby="approval-history-title" data-testid="approval-history">
      <Heading as="h3" size="sm" id="approval-history-title">
        <Trans>History</Trans>
      </Heading>
      <Box as="ol" listStyleType="none" m="0" p="0" borderInlineStartWidth="2px" borderColor="border.emphasized">
        {request.history.map((entry, index) => (
          <Box as="li" key={`${entry.event}-${entry.at}-${index}`} ps="3" py="1.5" data-testid="approval-history-entry" data-event={entry.event}>
            <Text fontWeight="medium" fontSize="sm">
              {i18n._(eventWords[entry.event])}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t`${entry.by.fullName} (${entry.by.username}), ${formatDateTime(entry.at, locale)}`}
            </Text>
            {entry.note && (
              <Text fontSize="sm" mt="1" whiteSpace="pre-wrap">
                {entry.event === 'Rejected' ? t`Reason: ${entry.note}` : t`Note: ${entry.note}`}
              </Text>
            )}
            {entry.fields.length > 0 && (
              <Text fontSize="sm" mt="0.5">
                {t`Fields to correct: ${namedFieldsInWords(request.entityType, entry.fields, i18n)}`}
              </Text>
            )}
          </Box>
        ))}
      </Box>
    </Stack>
  )
}
