import { Button, Flex, Input, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'

import { activeLocale } from '../../lib/i18n'
import { formatNumber } from '../../lib/format'

/** A list paged by key: the platform's cursors of the page on screen, and the way to go to a day. */
export interface KeysetPaging {
  nextCursor: string | null
  previousCursor: string | null
  /** The day last gone to, if the page was asked by day. */
  at: string | undefined
  /** The list can go to the page holding a day ("Go to day"). */
  byDay: boolean
  /** A page by number with the cursor that reaches it (next and previous), or by day. */
  onNavigate: (target: { page: number; cursor?: string | undefined } | { at: string }) => void
}

interface PaginationProps {
  page: number
  pageSize: number
  totalRecords: number
  totalPages: number
  onPageChange: (page: number) => void
  /** Paged by key: next and previous follow the cursors, and a day can be gone to. */
  keyset?: KeysetPaging | undefined
}

/** "Showing 51–100 of 230" with first, previous, next and last; the page itself lives in the URL. */
export function Pagination({ page, pageSize, totalRecords, totalPages, onPageChange, keyset }: PaginationProps) {
  const { t } = useLingui()
  const locale = activeLocale()
  const dateId = useId()
  if (totalRecords === 0) return null
  const first = formatNumber((page - 1) * pageSize + 1, locale)
  const last = formatNumber(Math.min(page * pageSize, totalRecords), locale)
  const total = formatNumber(totalRecords, locale)
  const pageLabel = formatNumber(page, locale)
  const pagesLabel = formatNumber(Math.max(totalPages, 1), locale)
  const go = (target: number, cursor?: string | null) => (keyset ? keyset.onNavigate({ page: target, cursor: cursor ?? undefined }) : onPageChange(target))
  return (
    <Flex as="nav" aria-label={t`Pagination`} justify="space-between" align="center" gap="3" wrap="wrap" pt="4" data-testid="pagination">
      <Text fontSize="sm" color="fg.muted">
        <Trans>
          Showing {first}–{last} of {total}
        </Trans>
      </Text>
      <Flex align="center" gap="2" wrap="wrap">
        {keyset?.byDay && (
          <Flex align="center" gap="2">
            <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              <label htmlFor={dateId}>
                <Trans>Go to day</Trans>
              </label>
            </Text>
            <Input id={dateId} size="sm" type="date" width="9.5rem" name="at" value={keyset.at ?? ''} onChange={(event) => event.target.value && keyset.onNavigate({ at: event.target.value })} />
          </Flex>
        )}
        {totalPages > 2 && (
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => go(1)}>
            <Trans>First</Trans>
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => go(page - 1, keyset?.previousCursor)}>
          <Trans>Previous</Trans>
        </Button>
        <Text fontSize="sm" aria-current="page" whiteSpace="nowrap">
          <Trans>
            Page {pageLabel} of {pagesLabel}
          </Trans>
        </Text>
        <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => go(page + 1, keyset?.nextCursor)}>
          <Trans>Next</Trans>
        </Button>
        {totalPages > 2 && (
          <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => go(totalPages)}>
            <Trans>Last</Trans>
          </Button>
        )}
      </Flex>
    </Flex>
  )
}
