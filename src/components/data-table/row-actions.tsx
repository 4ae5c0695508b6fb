// A row's actions: links and buttons, the risky ones behind a confirm dialog. Actions the user may
// not take are not given here at all (usePermission); the platform refuses them anyway.
import { Button, Flex } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { isValidElement, useId, useState, type ReactNode } from 'react'

import type { MutationOutcome } from '../../lib/mutation-outcome'
import { useOnline } from '../../lib/online'
import { errorMessage } from '../../lib/validation'
import { useOutcomeNotice } from '../feedback/mutation-outcome-alert'
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
  /** Why the change cannot be made now (offline): the button stays in place, disabled, and says why. */
  unavailable?: string
}

export function RowActions({ actions, label }: { actions: readonly RowAction[]; label: string }) {
  const [confirming, setConfirming] = useState<RowAction | null>(null)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const reasonId = useId()
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
            // aria-disabled rather than disabled: the button keeps its place in the tab order, so its reason is heard.
            aria-disabled={action.unavailable ? true : undefined}
            aria-describedby={action.unavailable ? `${reasonId}-${action.id}` : undefined}
            title={action.unavailable}
            onClick={() => (action.unavailable ? undefined : action.confirm ? (setFailure(null), setConfirming(action)) : void run(action))}
          >
            {action.label}
          </Button>
        ),
      )}
      {actions.map(
        (action) =>
          action.unavailable && (
            <span key={action.id} id={`${reasonId}-${action.id}`} className="ui-sr-only">
              {action.unavailable}
            </span>
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

/** What a delete asks and says: the entity's words (src/entities), descriptors or elements. */
export interface DeletionWords {
  title: ReactNode | MessageDescriptor
  body: ReactNode | MessageDescriptor
  /** Said once the delete applied. */
  deleted: ReactNode | MessageDescriptor
}

/** An action a row offers only sometimes: `canDelete && actions.remove(…)`. */
export type MaybeRowAction = RowAction | false | null | undefined

/** The last column of a list: the row's actions, named after the row for screen readers. */
export function actionsColumn<Row>(header: string, labelOf: (row: Row) => string, actionsOf: (row: Row) => readonly MaybeRowAction[], width = '10rem'): DataColumn<Row> {
  return {
    id: 'actions',
    header,
    width,
    align: 'end',
    hideable: false,
    cell: (row) => <RowActions label={labelOf(row)} actions={actionsOf(row).filter((action): action is RowAction => Boolean(action))} />,
  }
}

/**
 * The actions of every managed list, in the user's words: open the record (edit or view), and delete
 * it behind a confirm, the outcome (deleted, or sent for approval) kept for the list's `notice`.
 */
export function useRowActions() {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const say = (text: ReactNode | MessageDescriptor): ReactNode => (text !== null && typeof text === 'object' && !isValidElement(text) && 'id' in text ? i18n._(text) : (text as ReactNode))
  const outcome = useOutcomeNotice()
  return {
    notice: outcome.notice,
    /** Shows the outcome of a change the screen ran itself (enable, disable). */
    showOutcome: outcome.show,
    clearOutcome: outcome.clear,
    edit: (link: LinkProps): RowAction => ({ id: 'edit', label: t`Edit`, link }),
    view: (link: LinkProps): RowAction => ({ id: 'view', label: t`View`, link }),
    /** Edit when the user may change the record, view otherwise. */
    open: (link: LinkProps, editable: boolean): RowAction => (editable ? { id: 'edit', label: t`Edit`, link } : { id: 'view', label: t`View`, link }),
    /**
     * Asks first; a refusal keeps the dialog open with the platform's reason (run throws); `deleted` is said once it applied.
     * Offline it is shown disabled with the reason: a delete is not queued for the network's return.
     */
    remove: ({ title, body, deleted, run }: DeletionWords & { run: () => Promise<MutationOutcome<unknown>> }): RowAction => ({
      id: 'delete',
      label: t`Delete`,
      tone: 'danger',
      ...(online ? {} : { unavailable: t`Deleting needs the network: you are offline.` }),
      confirm: { title: say(title), body: say(body), confirmLabel: t`Delete` },
      onRun: async () => outcome.show(await run(), say(deleted)),
    }),
  }
}
