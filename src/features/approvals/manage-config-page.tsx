import { Button, CloseButton, Drawer, Field, NativeSelect, Portal, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'

import { DataTable, type DataColumn } from '../../components/data-table/data-table'
import { ExportButton } from '../../components/data-table/export-button'
import { ListPage } from '../../components/data-table/list-page'
import { Pagination } from '../../components/data-table/pagination'
import { StatusBadge } from '../../components/data-table/status-badge'
import { formatDateTime } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { useApprovablePermissions } from './api/list-approvable-permissions'
import { useApprovalConfigurations } from './api/list-approval-configurations'
import type { ApprovalConfigSearch } from './approval-search'
import { ApprovalConfigForm } from './components/approval-config-form'
import type { ApprovalConfiguration } from './types'

const route = getRouteApi('/_authenticated/approval-management/manage-config')

/** Manage Configuration: every permission under maker-checker, its approver roles, and editing one. */
export function ManageConfigPage() {
  const { t } = useLingui()
  const locale = activeLocale()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const configurations = useApprovalConfigurations({ permissionId: search.permissionId, page: search.page, pageSize: search.pageSize })
  const permissions = useApprovablePermissions()
  const setSearch = (next: Partial<ApprovalConfigSearch>) => void navigate({ search: (previous) => ({ ...previous, ...next }) })

  const columns: DataColumn<ApprovalConfiguration>[] = [
    {
      id: 'permission',
      header: t`Permission`,
      exportValue: (row) => `${row.permission.groupName} / ${row.permission.shortName}`,
      cell: (row) => (
        <>
          <Text as="span" display="block" fontWeight="medium">
            {row.permission.shortName}
          </Text>
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {row.permission.groupName}
          </Text>
        </>
      ),
    },
    { id: 'roles', header: t`Approver roles`, exportValue: (row) => row.roles.map((role) => role.name).join(', '), cell: (row) => row.roles.map((role) => role.name).join(', ') || '—' },
    {
      id: 'enabled',
      header: t`Approval`,
      width: '7rem',
      exportValue: (row) => (row.enabled && row.roles.length > 0 ? t`Required` : t`Off`),
      cell: (row) => (row.enabled && row.roles.length > 0 ? <StatusBadge tone="success">{t`Required`}</StatusBadge> : <StatusBadge tone="neutral">{t`Off`}</StatusBadge>),
    },
    {
      id: 'updated',
      header: t`Last change`,
      exportValue: (row) => `${row.updatedAt} ${row.updatedBy}`,
      cell: (row) => (
        <>
          <Text as="span" display="block">
            {formatDateTime(row.updatedAt, locale)}
          </Text>
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {row.updatedBy}
          </Text>
        </>
      ),
    },
    {
      id: 'actions',
      header: t`Actions`,
      width: '6rem',
      align: 'end',
      cell: (row) => (
        <Button asChild size="xs" variant="outline" onClick={(event) => event.stopPropagation()}>
          <Link to="." search={(previous) => ({ ...previous, edit: row.permission.permissionId })} aria-label={t`Edit ${row.permission.groupName} / ${row.permission.shortName}`}>
            <Trans>Edit</Trans>
          </Link>
        </Button>
      ),
    },
  ]

  const page = configurations.data
  const editing = search.edit
  const closeEditor = () => setSearch({ edit: undefined })
  return (
    <>
      <ListPage
        onClearFilters={search.permissionId !== undefined ? () => setSearch({ permissionId: undefined, page: 1 }) : undefined}
        filters={
          <Field.Root width={{ base: 'full', sm: '18rem' }}>
            <Field.Label>
              <Trans>Permission</Trans>
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                name="permissionId"
                value={search.permissionId ?? ''}
                onChange={(event) => setSearch({ permissionId: event.target.value ? Number(event.target.value) : undefined, page: 1 })}
              >
                <option value="">{t`All permissions`}</option>
                {(permissions.data ?? []).map((p) => (
                  <option key={p.permissionId} value={p.permissionId}>
                    {`${p.groupName} / ${p.shortName}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        }
        actions={
          <>
            <ExportButton columns={columns} rows={page?.data} filename="approval-configurations" />
            <Button asChild size="sm" colorPalette="brand">
              <Link to="/approval-management/create-config">
                <Trans>Create Configuration</Trans>
              </Link>
            </Button>
          </>
        }
        footer={page && <Pagination page={search.page} pageSize={search.pageSize} totalRecords={page.totalRecords} totalPages={page.totalPages} onPageChange={(next) => setSearch({ page: next })} />}
      >
        <DataTable
          label={t`Approval configurations`}
          testId="approval-configurations"
          columns={columns}
          rows={page?.data}
          rowKey={(row) => row.id}
          status={configurations.status}
          isFetching={configurations.isFetching}
          error={configurations.error}
          onRetry={() => void configurations.refetch()}
          emptyMessage={<Trans>No permission needs approval yet.</Trans>}
          onRowClick={(row) => setSearch({ edit: row.permission.permissionId })}
          selectedKey={page?.data.find((row) => row.permission.permissionId === editing)?.id}
          rowAttributes={(row) => ({ 'data-permission-id': String(row.permission.permissionId) })}
        />
      </ListPage>
      <Drawer.Root open={editing !== undefined} onOpenChange={(details) => !details.open && closeEditor()} placement="end" size={{ base: 'full', md: 'lg' }}>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="edit-configuration">
              <Drawer.Header pe="12">
                <Drawer.Title>
                  <Trans>Edit configuration</Trans>
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                {editing !== undefined && (
                  <ApprovalConfigForm
                    key={editing}
                    permissionId={editing}
                    secondaryAction={
                      <Button variant="outline" onClick={closeEditor}>
                        <Trans>Close</Trans>
                      </Button>
                    }
                  />
                )}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  )
}
