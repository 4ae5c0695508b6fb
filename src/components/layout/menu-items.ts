// The one menu definition both layouts render; labels are Lingui descriptors translated where shown.
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'

import { collator } from '../../lib/format'
import { defaultLocale, isLocale } from '../../lib/i18n'
import { hasAnyGroup, hasPermission, type Permission, type PermissionGroup } from '../../lib/permissions'
import type { FileRoutesByTo } from '../../routeTree.gen'
import type { StoredPermission } from '../../lib/session'
import type { IconName } from '../icons'

export interface MenuItem {
  id: string
  label: MessageDescriptor
  icon?: IconName
  /** A screen of the app (typed by the route tree); its route declares the permission the entry needs. */
  link?: MenuLink
  parentId?: string
  /** Top-level entries: the permission groups that show it (any of them). */
  groups?: readonly PermissionGroup[]
  subItems?: (MenuItem & { link: MenuLink })[]
}

export type MenuLink = keyof FileRoutesByTo

export const menuItems: MenuItem[] = [
  {
    id: 'home',
    label: msg`Home`,
    icon: 'home',
    groups: ['Dashboard', 'Analytics'],
    subItems: [
      { id: 'dashboard', parentId: 'home', label: msg`Dashboard`, link: '/' },
      { id: 'analytics', parentId: 'home', label: msg`Analytics`, link: '/analytics' },
    ],
  },
  {
    id: 'onboarding',
    label: msg`Onboarding`,
    icon: 'store',
    groups: ['Merchant'],
    subItems: [
      { id: 'create-merchant', parentId: 'onboarding', label: msg`Create Merchant`, link: '/onboarding/create-merchant' },
      { id: 'manage-merchant', parentId: 'onboarding', label: msg`Manage Merchant`, link: '/onboarding/manage-merchant' },
    ],
  },
  {
    id: 'agents',
    label: msg`Agent Management`,
    icon: 'agent',
    groups: ['Agent'],
    subItems: [
      { id: 'manage-agent', parentId: 'agents', label: msg`Manage Agent`, link: '/agent-management' },
      { id: 'add-agent', parentId: 'agents', label: msg`Add Agent`, link: '/agent-management/add-agent' },
    ],
  },
  {
    id: 'product-group',
    label: msg`Product Groups`,
    icon: 'boxes',
    groups: ['Product Group'],
    subItems: [
      { id: 'create-product-group', parentId: 'product-group', label: msg`Create`, link: '/Product-Group/create' },
      { id: 'manage-product-group', parentId: 'product-group', label: msg`Manage`, link: '/Product-Group' },
    ],
  },
  {
    id: 'approval',
    label: msg`Approval Management`,
    icon: 'approval',
    groups: ['Approval'],
    subItems: [
      { id: 'manage-approval', parentId: 'approval', label: msg`Manage Approval`, link: '/approval-management' },
      {
        id: 'create-config',
        parentId: 'approval',
        label: msg`Create Configuration`,
        link: '/approval-management/create-config',
      },
      { id: 'manage-config', parentId: 'approval', label: msg`Manage Configuration`, link: '/approval-management/manage-config' },
    ],
  },
  {
    id: 'fee',
    label: msg`Fee Management`,
    icon: 'fee',
    groups: ['Fee Scheme'],
    subItems: [
      { id: 'manage-fee', parentId: 'fee', label: msg`Manage Fee`, link: '/fee' },
      { id: 'create-fee', parentId: 'fee', label: msg`Create Fee`, link: '/fee/create' },
    ],
  },
  {
    id: 'commission',
    label: msg`Commission Management`,
    icon: 'commission',
    groups: ['Commission Group'],
    subItems: [
      { id: 'manage-commission', parentId: 'commission', label: msg`Manage`, link: '/commission' },
      { id: 'create-commission', parentId: 'commission', label: msg`Create`, link: '/commission/create' },
    ],
  },
  {
    id: 'users',
    label: msg`User Management`,
    icon: 'users',
    groups: ['User'],
    subItems: [
      { id: 'manage-user', parentId: 'users', label: msg`Manage User`, link: '/User-Management' },
      { id: 'create-user', parentId: 'users', label: msg`Create User`, link: '/User-Management/create-user' },
    ],
  },
  {
    id: 'roles',
    label: msg`Role Management`,
    icon: 'shield',
    groups: ['Role'],
    subItems: [
      { id: 'manage-role', parentId: 'roles', label: msg`Manage Role`, link: '/Role-Management' },
      { id: 'create-role', parentId: 'roles', label: msg`Create Role`, link: '/Role-Management/create-role' },
    ],
  },
  { id: 'audit', label: msg`Audit Log`, icon: 'audit', link: '/audit-log', groups: ['Audit'] },
  {
    id: 'reports',
    label: msg`Report Management`,
    icon: 'report',
    groups: ['Report'],
    subItems: [
      { id: 'commission-report', parentId: 'reports', label: msg`Commission Report`, link: '/manage-report/merchant-commission' },
      {
        id: 'aggregator-commission-report',
        parentId: 'reports',
        label: msg`Aggregator Commission`,
        link: '/manage-report/aggregator-commission',
      },
      { id: 'transaction-report', parentId: 'reports', label: msg`Transaction Report`, link: '/manage-report/transaction' },
      { id: 'agent-report', parentId: 'reports', label: msg`Agent Report`, link: '/manage-report/agent' },
    ],
  },
  { id: 'cases', label: msg`Case Management`, icon: 'case', link: '/Case-Management', groups: ['Case'] },
  { id: 'webhooks', label: msg`Webhooks`, icon: 'webhook', link: '/webhooks', groups: ['Webhook'] },
  { id: 'system-config', label: msg`System Configuration`, icon: 'settings', link: '/system-configuration', groups: ['System Configuration'] },
]

/** A rendered entry: the label already translated. */
export interface VisibleMenuItem {
  id: string
  label: string
  icon?: IconName
  link?: MenuLink
  /** The permission the entry's route requires (SPEC's menu item `action`). */
  action?: Permission | undefined
  subItems: (VisibleMenuItem & { link: MenuLink })[]
}

const withoutSpaces = (label: string) => label.replace(/\s+/g, '')

/** Home (the dashboard) comes first; the other top-level entries follow in the order of their labels. */
const firstEntry = 'home'

/**
 * The entries this user may see, translated: Home first, then the top level sorted by label ignoring spaces (SPEC section 2):
 * a top-level entry with one of its groups, a sub-entry with the permission its route declares (`permissionOf`).
 */
export function visibleMenu(items: readonly MenuItem[], permissions: readonly StoredPermission[], i18n: I18n, permissionOf: (link: MenuLink) => Permission | undefined): VisibleMenuItem[] {
  const { compare } = collator(isLocale(i18n.locale) ? i18n.locale : defaultLocale)
  return items
    .filter((item) => hasAnyGroup(permissions, item.groups ?? []))
    .map((item) => ({
      id: item.id,
      label: i18n._(item.label),
      icon: item.icon,
      link: item.link,
      subItems: (item.subItems ?? [])
        .map((sub) => ({ id: sub.id, label: i18n._(sub.label), icon: sub.icon, link: sub.link, action: permissionOf(sub.link), subItems: [] }))
        .filter((sub) => sub.action === undefined || hasPermission(permissions, sub.action)),
    }))
    .filter((item) => item.link !== undefined || item.subItems.length > 0)
    .sort((a, b) => Number(b.id === firstEntry) - Number(a.id === firstEntry) || compare(withoutSpaces(a.label), withoutSpaces(b.label)))
}
