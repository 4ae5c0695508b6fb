import { Box, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

import { FormAlert } from '../../../components/form/form-alert'
import { formatDateTime } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { namedFieldsInWords } from '../returnable-fields'
import type { ApprovalRequestDetail } from '../types'

/** Above a form opened to correct a returned request: who returned it, when, their note and the fields they named. */
export function ReturnedNotice({ request }: { request: Pick<ApprovalRequestDetail, 'id' | 'history' | 'entityType'> }) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const back = request.history.findLast((entry) => entry.event === 'Returned')
  if (!back) return null
  const by = back.by.fullName
  const when = formatDateTime(back.at, locale)
  const requestId = request.id
  return (
    <Box data-testid="returned-notice">
      <FormAlert status="info">
        <Text fontWeight="semibold">{t`Request #${requestId} was returned for correction by ${by} on ${when}`}</Text>
        <Text whiteSpace="pre-wrap" mt="1" data-testid="returned-note">
          {back.note}
        </Text>
        {back.fields.length > 0 && (
          <Text mt="1" fontWeight="medium" data-testid="returned-fields">
            {t`Fields to correct: ${namedFieldsInWords(request.entityType, back.fields, i18n)}`}
          </Text>
        )}
        <Text mt="1" fontSize="sm">
          <Trans>Correct what is needed and resubmit: it goes back to the checkers as the same request.</Trans>
        </Text>
      </FormAlert>
    </Box>
  )
}
