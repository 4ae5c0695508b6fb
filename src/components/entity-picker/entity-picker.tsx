// The one way to choose a record (a merchant, an agent, a role…): type part of its name, the platform
// is searched (debounced, 20 at a time, more as the list is scrolled or walked with the keyboard), and
// the chosen record is named even when it is not among the first results. Offline it offers what this
// device has seen, and says so. Without the permission to search, it is disabled and says why.
import { Box, Combobox, createListCollection, Flex, Portal, Spinner, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'

import { useRouteContext } from '@tanstack/react-router'
import type { EntitySource, PickerScope } from '../../lib/entity-sources'
import { hasPermission } from '../../lib/permissions'
import { errorMessage } from '../../lib/validation'
import type { PickerRecord } from '../../offline/seen-records'
import { pickerKeys, pickerRecordOptions, pickerSearchOptions } from './picker-queries'

const SEARCH_DELAY_MS = 250

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay)
    return () => window.clearTimeout(timer)
  }, [value, delay])
  return settled
}

export interface EntityPickerProps<S extends PickerScope> {
  source: EntitySource<S>
  /** What narrows the search (the chosen merchant's agents); part of the query, so a change searches again. */
  scope?: S
  value: number | undefined
  onChange: (value: number | undefined, record: PickerRecord | undefined) => void
  /** Shown while nothing is chosen: "All merchants" in a filter, "Type a merchant's name" in a form. */
  placeholder: string
  /** The accessible name when no visible label points at the input. */
  ariaLabel?: string | undefined
  /** The id of the input, for a label outside (the form kit's FieldShell). */
  inputId?: string | undefined
  describedBy?: string | undefined
  invalid?: boolean | undefined
  disabled?: boolean | undefined
  /** Why the choice is disabled, said under it (for a reason other than the permission). */
  disabledReason?: string | undefined
  name: string
  size?: 'sm' | 'md'
  onBlur?: (() => void) | undefined
  testId?: string | undefined
}

export function EntityPicker<S extends PickerScope>({
  source,
  scope = {} as S,
  value,
  onChange,
  placeholder,
  ariaLabel,
  inputId,
  describedBy,
  invalid,
  disabled,
  disabledReason,
  name,
  size = 'md',
  onBlur,
  testId,
}: EntityPickerProps<S>) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const permissions = useRouteContext({ from: '/_authenticated', select: (context) => context.user.permissions })
  const allowed = source.permission === null || hasPermission(permissions, source.permission)
  const [open, setOpen] = useState(false)
  // What the user is typing; null while the input shows the chosen record's name.
  const [typed, setTyped] = useState<string | null>(null)
  const text = useDebounced(typed ?? '', SEARCH_DELAY_MS)
  const search = useInfiniteQuery({ ...pickerSearchOptions(source, text.trim(), scope), enabled: open && allowed })
  const chosen = useQuery({ ...pickerRecordOptions(source as EntitySource, value ?? 0), enabled: value !== undefined && allowed })

  const records = useMemo(() => search.data?.pages.flatMap((page) => page.records) ?? [], [search.data])
  const collection = useMemo(() => createListCollection({ items: records, itemToString: (record) => record.name, itemToValue: (record) => String(record.id) }), [records])
  const fromDevice = search.data?.pages.some((page) => page.fromDevice) ?? false

  const chosenName = value === undefined ? '' : (chosen.data?.name ?? (chosen.isPending && allowed ? '' : t`No. ${value}`))
  const inputValue = typed ?? chosenName
  const off = disabled || !allowed
  const reason = !allowed ? t`Your role cannot look up these records.` : disabled ? disabledReason : undefined
  const loadMore = () => {
    if (search.hasNextPage && !search.isFetchingNextPage) void search.fetchNextPage()
  }

  return (
    <Box data-testid={testId} width="full">
      <Combobox.Root
        width="full"
        collection={collection}
        size={size}
        value={value === undefined ? [] : [String(value)]}
        inputValue={inputValue}
        open={open && !off}
        disabled={off}
        invalid={invalid}
        name={name}
        ids={inputId ? { input: inputId } : undefined}
        openOnClick
        inputBehavior="autohighlight"
        selectionBehavior="preserve"
        positioning={{ sameWidth: false, fitViewport: true }}
        onOpenChange={(details) => {
          setOpen(details.open)
          if (!details.open) {
            setTyped(null)
            onBlur?.()
          }
        }}
        onInputValueChange={(details) => {
          if (details.reason === 'input-change') setTyped(details.inputValue)
        }}
        onValueChange={(details) => {
          const record = details.items[0]
          if (record) queryClient.setQueryData(pickerKeys.record(source.kind, record.id), record)
          setTyped(null)
          onChange(record?.id, record)
        }}
        onHighlightChange={(details) => {
          // Walking the list with the keyboard reaches its end: fetch the next page before it is needed.
          if (details.highlightedValue && records.findIndex((record) => String(record.id) === details.highlightedValue) >= records.length - 3) loadMore()
        }}
      >
        <Combobox.Control>
          <Combobox.Input placeholder={placeholder} aria-label={ariaLabel} aria-describedby={describedBy} autoComplete="off" data-testid={testId ? `${testId}-input` : undefined} />
          <Combobox.IndicatorGroup>
            {value !== undefined && !off && <Combobox.ClearTrigger aria-label={t`Clear the choice`} />}
            <Combobox.Trigger aria-label={t`Show the choices`} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content
              minWidth="16rem"
              maxWidth="min(28rem, calc(100vw - 1rem))"
              maxHeight="20rem"
              onScroll={(event) => {
                const list = event.currentTarget
                if (list.scrollTop + list.clientHeight >= list.scrollHeight - 48) loadMore()
              }}
            >
              {fromDevice && (
                <Text fontSize="xs" color="fg.muted" px="2" py="1" role="status">
                  <Trans>Offline: records seen on this device.</Trans>
                </Text>
              )}
              {search.isError ? (
                <Text fontSize="sm" color="fg.error" px="2" py="1" role="alert">
                  {errorMessage(search.error)}
                </Text>
              ) : search.isPending ? (
                <Flex align="center" gap="2" px="2" py="1" role="status">
                  <Spinner size="xs" />
                  <Text fontSize="sm">
                    <Trans>Searching…</Trans>
                  </Text>
                </Flex>
              ) : (
                <Combobox.Empty>{text ? <Trans>Nothing matches “{text}”.</Trans> : <Trans>Nothing to choose from.</Trans>}</Combobox.Empty>
              )}
              {records.map((record) => (
                <Combobox.Item key={record.id} item={record}>
                  <Flex direction="column" minWidth="0">
                    <Combobox.ItemText>{record.name}</Combobox.ItemText>
                    {record.detail && (
                      <Text fontSize="xs" color="fg.muted" truncate>
                        {record.detail}
                      </Text>
                    )}
                  </Flex>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
              {search.hasNextPage && (
                <Text fontSize="xs" color="fg.muted" px="2" py="1" role="status">
                  {search.isFetchingNextPage ? <Trans>Loading more…</Trans> : <Trans>Scroll or type more of the name for the rest.</Trans>}
                </Text>
              )}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {reason && (
        <Text fontSize="xs" color="fg.muted" mt="1" data-testid={testId ? `${testId}-reason` : undefined}>
          {reason}
        </Text>
      )}
    </Box>
  )
}
