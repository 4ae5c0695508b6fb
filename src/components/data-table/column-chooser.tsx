// Which columns a list shows, chosen per user and kept on the device (react-admin's
// SelectColumnsButton is the model): the user's choice survives reloads and logouts.
import { Button, Menu, Portal } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { storedUserId } from '../../lib/session'
import type { DataColumn } from './data-table'

/** Kept by clearSession at logout (lib/session.ts preferenceKeyPrefixes). */
export const columnsStoragePrefix = 'columns.'

function storageKey(listId: string): string {
  return `${columnsStoragePrefix}${storedUserId() ?? 'anonymous'}.${listId}`
}

/** The user's choice, or the list's own defaults until the user makes one. */
function readHidden(listId: string, defaultHidden: readonly string[]): string[] {
  try {
    const stored = localStorage.getItem(storageKey(listId))
    if (stored === null) return [...defaultHidden]
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return [...defaultHidden]
  }
}

export function useColumnVisibility(listId: string, defaultHidden: readonly string[] = []) {
  const [hidden, setHidden] = useState<string[]>(() => readHidden(listId, defaultHidden))
  const toggle = (columnId: string, shown: boolean) => {
    const next = shown ? hidden.filter((id) => id !== columnId) : [...hidden.filter((id) => id !== columnId), columnId]
    setHidden(next)
    try {
      localStorage.setItem(storageKey(listId), JSON.stringify(next))
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
