import { Button, Drawer, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import type { DataColumn } from '../../components/data-table/data-table'
import { SelectFilter } from '../../components/data-table/filters'
import { ListView } from '../../components/data-table/list-view'
import { SideDrawer } from '../../components/data-table/side-drawer'
import { StatusBadge } from '../../components/data-table/status-badge'
import { pagesOf } from '../../components/data-table/fetch-all-pages'
import { useListSearch } from '../../components/data-table/use-list-search'
import { usePermission } from '../../lib/auth/use-permission'
import { permission } from '../../lib/permissions'
import { formatDateTime } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { useApprovablePermissions } from '../../api/staff-lookups'
import { listApprovalConfigurations, useApprovalConfigurations } from './api/list-approval-configurations'
import { approvalConfigList } from './approval-search'
import { ApprovalConfigForm } from './components/approval-config-form'
import type { ApprovalConfiguration } from './types'
import { permissionActionLabel, permissionGroupLabel, permissionLabel } from '../../entities/permission-words'

/** Manage Configuration: every permission under maker-checker, its approver roles, and editing one. */
export function ManageConfigPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const list = useListSearch(approvalConfigList)
  const { search } = list
  const configurations = useApprovalConfigurations(list.query)
  const permissions = useApprovablePermissions()
  // Every approvable action at a glance: how many need a checker and how many apply at once.
  const everyConfiguration = useApprovalConfigurations({ page: 1, pageSize: 100 })
  const all = everyConfiguration.data?.data ?? []
  const required = all.filter((row) => row.enabled && row.roles.length > 0).length
  const canConfigure = usePermission(permission('Approval', 'Update Approvable Permission'))

  const columns: DataColumn<ApprovalConfiguration>[] = [
    {
      id: 'permission',
      header: t`Permission`,
      hideable: false,
      exportValue: (row) => permissionLabel(row.permission, i18n),
      cell: (row) => (
        <>
          <Text as="span" display="block" fontWeight="medium">
            {permissionActionLabel(row.permission.shortName, i18n)}
          </Text>
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {permissionGroupLabel(row.permission.groupName, i18n)}
          </Text>
        </>
      ),
    },
    {
      id: 'roles',
      header: t`Approver roles`,
      priority: 'key',
      exportValue: (row) => row.roles.map((role) => role.name).join(', '),
      cell: (row) => row.roles.map((role) => role.name).join(', ') || '—',
    },
    {
      id: 'enabled',
      header: t`Approval`,
      width: '7rem',
      priority: 'key',
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
      hideable: false,
      cell: (row) =>
        canConfigure && (
          <Button asChild size="xs" variant="outline" onClick={(event) => event.stopPropagation()}>
            <Link to="." search={(previous) => ({ ...previous, edit: row.permission.permissionId })} aria-label={t`Edit ${permissionLabel(row.permission, i18n)}`}>
              <Trans>Edit</Trans>
            </Link>
          </Button>
        ),
    },
  ]

  const editing = search.edit
  const closeEditor = () => list.setParams({ edit: undefined })
  return (
    <>
      <ListView
        id="approval-configurations"
        label={t`Approval configurations`}
        list={list}
        query={configurations}
        columns={columns}
        rowKey={(row) => row.id}
        filters={
          <SelectFilter
            label={t`Permission`}
            allLabel={t`All permissions`}
            options={(permissions.data ?? []).map((p) => ({ value: p.permissionId, label: permissionLabel(p, i18n) }))}
            {...list.filter('permissionId')}
          />
        }
        actions={
          canConfigure && (
            <Button asChild size="sm" colorPalette="brand">
              <Link to="/approval-management/create-config">
                <Trans>Create Configuration</Trans>
              </Link>
            </Button>
          )
        }
        notice={
          everyConfiguration.data && (
            <Text fontSize="sm" data-testid="approval-coverage" color={required < all.length ? 'fg.error' : 'fg.muted'}>
              {required === all.length
                ? t`All ${all.length} actions that can be put under maker-checker need a checker.`
                : t`${required} of ${all.length} actions need a checker; ${all.length - required} apply at once, without four eyes.`}
            </Text>
          )
        }
        exportAll={{ filename: 'approval-configurations', fetchPage: pagesOf(listApprovalConfigurations, list.query) }}
        emptyMessage={<Trans>No permission needs approval yet.</Trans>}
        filteredEmptyMessage={<Trans>This permission needs no approval.</Trans>}
        {...(canConfigure ? { onRowClick: (row: ApprovalConfiguration) => list.setParams({ edit: row.permission.permissionId }) } : {})}
        selectedKey={configurations.data?.data.find((row) => row.permission.permissionId === editing)?.id}
        rowAttributes={(row) => ({ 'data-permission-id': String(row.permission.permissionId) })}
      />
      <SideDrawer open={editing !== undefined && canConfigure} onClose={closeEditor} size="lg" testId="edit-configuration">
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
      </SideDrawer>
    </>
  )
}
