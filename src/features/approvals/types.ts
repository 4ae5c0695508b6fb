// The approval contract's shapes, named in the bank's words (generated types, never hand-written).
import type { components } from '../../api/schema/apms'

export type { ApprovalStatus } from '../../entities/approval-request'
export type ApprovalRequest = components['schemas']['ApprovalRequest']
export type ApprovalRequestDetail = components['schemas']['ApprovalRequestDetail']
export type ApprovalConfiguration = components['schemas']['ApprovalConfiguration']
export type ApprovalConfigUpdate = components['schemas']['ApprovalConfigUpdate']
export type RoleRef = components['schemas']['RoleRef']
