// Which columns a list shows, chosen per user and kept on the device (react-admin's
// SelectColumnsButton is the model): the user's choice survives reloads and logouts.
import { Button, Menu, Portal } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { storedUserId } from '../../lib/session'
import type { DataColumn } from './data-table'

/** Kept by clearSession at logout (lib/session.ts preferenceKeyPrefixes). */
export const columnsStoragePrefix = 'columns.'

/** Tablets keep their own choice: a column picked on a narrow screen does not widen the desktop's table, nor the reverse. */
function storageKey(listId: string, layout: ColumnLayout): string {
  return `${columnsStoragePrefix}${storedUserId() ?? 'anonymous'}.${listId}${layout === 'compact' ? '.compact' : ''}`
}

/** The user's choice, or the list's own defaults until the user makes one. */
function readHidden(key: string, defaultHidden: readonly string[]): string[] {
  try {
    const stored = localStorage.getItem(key)
    if (stored === null) return [...defaultHidden]
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return [...defaultHidden]
  }
}

/** 'compact' up to a tablet's width (1024 px), where only the key columns show by default. */
export type ColumnLayout = 'wide' | 'compact'

/** The columns hidden until the user chooses: the wide-report extras and, when compact, every column the list did not name as key. */
export function defaultHiddenColumns<Row>(columns: readonly Pick<DataColumn<Row>, 'id' | 'hideable' | 'hiddenByDefault' | 'priority'>[], layout: ColumnLayout): string[] {
  const keyDeclared = columns.some((column) => column.priority === 'key')
  return columns.filter((column) => column.hideable !== false && (column.hiddenByDefault || (layout === 'compact' && keyDeclared && column.priority !== 'key'))).map((column) => column.id)
}

/**
 * The columns a list hides: those the user unticked, or until then the list's defaults (its wide-report
 * extras and, on a tablet or phone, every column that is not a key column).
 */
export function useColumnVisibility<Row>(listId: string, columns: readonly DataColumn<Row>[], layout: ColumnLayout = 'wide') {
  const key = storageKey(listId, layout)
  const defaultHidden = defaultHiddenColumns(columns, layout)
  const [choice, setChoice] = useState<{ key: string; hidden: string[] } | null>(null)
  const hidden = choice?.key === key ? choice.hidden : readHidden(key, defaultHidden)
  const toggle = (columnId: string, shown: boolean) => {
    const next = shown ? hidden.filter((id) => id !== columnId) : [...hidden.filter((id) => id !== columnId), columnId]
    setChoice({ key, hidden: next })
    try {
      localStorage.setItem(key, JSON.stringify(next))
    } catch {
      // Storage full or denied: the choice lasts for this visit only.
    }
  }
  return { hidden, toggle }
}

interface ColumnChooserProps<Row> {
  columns: readonly DataColumn<Row>[]
  hidden: readonly string[]
  onToggle: (columnId: string, shown: boolean) => void
}

export function ColumnChooser<Row>({ columns, hidden, onToggle }: ColumnChooserProps<Row>) {
  const { t } = useLingui()
  const choosable = columns.filter((column) => column.hideable !== false)
  const shownCount = choosable.filter((column) => !hidden.includes(column.id)).length
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={t`Choose columns`} data-testid="column-chooser">
          <Trans>Columns</Trans>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            {choosable.map((column) => {
              const shown = !hidden.includes(column.id)
              return (
                <Menu.CheckboxItem
                  key={column.id}
                  value={column.id}
                  checked={shown}
                  // The last shown column stays: a list of no columns says nothing.
                  disabled={shown && shownCount === 1}
                  onCheckedChange={(checked) => onToggle(column.id, checked)}
                >
                  {column.header}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              )
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
