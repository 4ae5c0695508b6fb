import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'

import { permission, type Permission } from '../../lib/permissions'
import { menuItems, visibleMenu, type MenuLink } from './menu-items'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
// The permissions the routes declare (their guards), for the entries this test reads.
const routePermissions: Partial<Record<MenuLink, Permission>> = {
  '/fee': permission('Fee Scheme', 'View'),
  '/fee/create': permission('Fee Scheme', 'Create'),
  '/audit-log': permission('Audit', 'View Audit'),
}
const permissionOf = (link: MenuLink) => routePermissions[link]

describe('visibleMenu', () => {
  it('shows a sub-entry only with the permission its route declares, and a top-level entry with one of its groups', () => {
    const held = [
      { groupName: 'Fee Scheme', shortName: 'View' },
      { groupName: 'Audit', shortName: 'View Audit' },
    ]
    const menu = visibleMenu(menuItems, held as never, i18n, permissionOf)
    const fee = menu.find((item) => item.id === 'fee')
    expect(fee?.subItems.map((sub) => [sub.link, sub.action])).toEqual([['/fee', permission('Fee Scheme', 'View')]])
    expect(menu.map((item) => item.id)).toEqual(['audit', 'fee'])
  })

  it('puts Home (the dashboard) first, the others in the order of their labels, all in full words', () => {
    const held = [
      { groupName: 'Dashboard', shortName: 'View Dashboard' },
      { groupName: 'Agent', shortName: 'View Agent' },
      { groupName: 'Approval', shortName: 'View Approval' },
      { groupName: 'Audit', shortName: 'View Audit' },
      { groupName: 'Commission Group', shortName: 'View' },
    ]
    const menu = visibleMenu(menuItems, held as never, i18n, () => undefined)
    expect(menu.map((item) => item.label)).toEqual(['Home', 'Agent Management', 'Approval Management', 'Audit Log', 'Commission Management'])
    expect(menuItems.filter((item) => /Mgt\.|management|Config$/.test(item.label.message ?? ''))).toEqual([])
  })

  it('shows nothing of a group the user does not hold', () => {
    expect(visibleMenu(menuItems, [{ groupName: 'Audit', shortName: 'View Audit' }] as never, i18n, permissionOf).map((item) => item.id)).toEqual(['audit'])
  })
})

describe('the menu and the routes', () => {
  it('every sub-entry links to a route that declares the permission it needs', async () => {
    const { routeTree } = await import('../../routeTree.gen')
    const { createRouter } = await import('@tanstack/react-router')
    const { routePermission } = await import('../../lib/route-guard')
    const router = createRouter({ routeTree, context: {} as never })
    const links = menuItems.flatMap((item) => (item.subItems ?? []).map((sub) => sub.link))
    expect(links.length).toBeGreaterThan(20)
    expect(links.filter((link) => routePermission(router.routesByPath, link) === undefined)).toEqual([])
  })
})
