import { Box, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'

import { formatDate } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { useLiveStatus } from '../../../lib/live-events/live-events'

/** When the figures shown were read, and whether they follow the platform live (the event stream is open). */
export function FiguresAsOf({ updatedAt }: { updatedAt: number }) {
  const { t } = useLingui()
  const live = useLiveStatus() === 'live'
  if (!updatedAt) return null
  const time = formatDate(new Date(updatedAt), activeLocale(), { timeStyle: 'medium' })
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="figures-as-of" data-live={live} display="flex" alignItems="center" gap="2">
      {live && <Box as="span" aria-hidden="true" w="2" h="2" borderRadius="full" bg="green.500" flexShrink={0} />}
      {live ? t`Live: figures as of ${time}` : t`Figures as of ${time}`}
    </Text>
  )
}
