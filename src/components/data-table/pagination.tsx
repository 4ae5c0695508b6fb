import { Button, Flex, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

import { activeLocale } from '../../lib/i18n'
import { formatNumber } from '../../lib/format'

interface PaginationProps {
  page: number
  pageSize: number
  totalRecords: number
  totalPages: number
  onPageChange: (page: number) => void
}

/** "Showing 51–100 of 230" with previous and next; the page itself lives in the URL. */
export function Pagination({ page, pageSize, totalRecords, totalPages, onPageChange }: PaginationProps) {
  const { t } = useLingui()
  const locale = activeLocale()
  if (totalRecords === 0) return null
  const first = formatNumber((page - 1) * pageSize + 1, locale)
  const last = formatNumber(Math.min(page * pageSize, totalRecords), locale)
  const total = formatNumber(totalRecords, locale)
  const pageLabel = formatNumber(page, locale)
  const pagesLabel = formatNumber(Math.max(totalPages, 1), locale)
  return (
    <Flex as="nav" aria-label={t`Pagination`} justify="space-between" align="center" gap="3" wrap="wrap" pt="4" data-testid="pagination">
      <Text fontSize="sm" color="fg.muted">
        <Trans>
          Showing {first}–{last} of {total}
        </Trans>
      </Text>
      <Flex align="center" gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <Trans>Previous</Trans>
        </Button>
        <Text fontSize="sm" aria-current="page">
          <Trans>
            Page {pageLabel} of {pagesLabel}
          </Trans>
        </Text>
        <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          <Trans>Next</Trans>
        </Button>
      </Flex>
    </Flex>
  )
}
