// A row's actions: links and buttons, the risky ones behind a confirm dialog. Actions the user may
// not take are not given here at all (usePermission); the platform refuses them anyway.
import { Button, Flex } from '@chakra-ui/react'
import { Link, type LinkProps } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'

import { errorMessage } from '../../lib/validation'
import { ConfirmDialog } from '../dialogs/confirm-dialog'
import { FormAlert } from '../form/form-alert'
import type { DataColumn } from './data-table'

export interface RowAction {
  id: string
  label: string
  /** A link (edit, view)… */
  link?: LinkProps
  /** …or a change, confirmed first when `confirm` is given. */
  onRun?: () => Promise<unknown>
  confirm?: { title: ReactNode; body: ReactNode; confirmLabel: ReactNode }
  tone?: 'danger'
}

export function RowActions({ actions, label }: { actions: readonly RowAction[]; label: string }) {
  const [confirming, setConfirming] = useState<RowAction | null>(null)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const run = async (action: RowAction) => {
    setPending(true)
    setFailure(null)
    try {
      await action.onRun?.()
      setConfirming(null)
    } catch (error) {
      setFailure(error)
    } finally {
      setPending(false)
    }
  }
  if (actions.length === 0) return null
  return (
    // Clicking an action must not also open the row.
    <Flex gap="1.5" justify={{ base: 'flex-start', md: 'flex-end' }} wrap="wrap" onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      {actions.map((action) =>
        action.link ? (
          <Button key={action.id} asChild size="xs" variant="outline">
            <Link {...action.link} aria-label={`${action.label}: ${label}`}>
              {action.label}
            </Link>
          </Button>
        ) : (
          <Button
            key={action.id}
            size="xs"
            variant="outline"
            colorPalette={action.tone === 'danger' ? 'red' : undefined}
            aria-label={`${action.label}: ${label}`}
            onClick={() => (action.confirm ? (setFailure(null), setConfirming(action)) : void run(action))}
          >
            {action.label}
          </Button>
        ),
      )}
      {confirming?.confirm && (
        <ConfirmDialog
          open
          testId="confirm-dialog"
          title={confirming.confirm.title}
          confirmLabel={confirming.confirm.confirmLabel}
          palette={confirming.tone === 'danger' ? 'red' : 'brand'}
          pending={pending}
          onConfirm={() => void run(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <Flex direction="column" gap="3">
            {confirming.confirm.body}
            {failure !== null && <FormAlert status="error">{errorMessage(failure)}</FormAlert>}
          </Flex>
        </ConfirmDialog>
      )}
    </Flex>
  )
}

/** The last column of a list: the row's actions, named after the row for screen readers. */
export function actionsColumn<Row>(header: string, labelOf: (row: Row) => string, actionsOf: (row: Row) => readonly RowAction[], width = '10rem'): DataColumn<Row> {
  return { id: 'actions', header, width, align: 'end', hideable: false, cell: (row) => <RowActions label={labelOf(row)} actions={actionsOf(row)} /> }
}
