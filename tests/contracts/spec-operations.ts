// The 80 calls of SPEC.md section 7, as method, path and the query names SPEC writes.
export interface SpecOperation {
  method: 'get' | 'post' | 'put' | 'delete'
  path: string
  query?: string[]
}

const U = '/ums/api/v1'
const AUTH = `${U}/Authentication`
const APPROVAL = '/apms/api/v1/Approval'
const AUDIT = '/aud/api/v1/AuditTrail'
const COMMISSION = '/mer/api/v1/MerchantCommissionGroup'
const FEE = '/mer/api/v1/MerchantFeeScheme'
const DASH = '/dashms/api/v1/Admin'
const MERCHANT = '/mer/api/v1/Merchant'
const PMS = '/pms/api/v1'
const REPORT = '/reportms/api/v1'
const ROLES = `${U}/Roles`
const SQ = `${U}/SecurityQuestion`
const SYS = '/admin/api/v1/SystemConfiguration'
const PAGING = ['PageNumber', 'PageSize']

const groupCalls = (base: string): SpecOperation[] => [
  { method: 'post', path: `${base}/Create` },
  { method: 'get', path: `${base}/GetWithPaging`, query: ['Name', 'Status', ...PAGING] },
  { method: 'put', path: `${base}/Delete/{id}` },
  { method: 'get', path: `${base}/{id}` },
  { method: 'put', path: `${base}/Update` },
]

export const specOperations: SpecOperation[] = [
  // Session and user
  { method: 'get', path: `${U}/User/{id}` },
  { method: 'post', path: `${AUTH}/login` },
  // Authentication
  { method: 'get', path: `${AUTH}/passwordResetToken/{token}` },
  { method: 'post', path: `${AUTH}/resetPassword` },
  { method: 'post', path: `${AUTH}/changePassword` },
  { method: 'post', path: `${AUTH}/changepassword-with-token` },
  { method: 'post', path: `${AUTH}/refresh` },
  { method: 'get', path: `${AUTH}/Send2FAToken`, query: ['username'] },
  { method: 'post', path: `${AUTH}/Validate2Fa` },
  // Approval
  { method: 'get', path: APPROVAL, query: ['Status', 'StartDate', 'EndDate', 'SortOrder', ...PAGING] },
  { method: 'get', path: `${APPROVAL}/{id}` },
  { method: 'put', path: `${APPROVAL}/Approve`, query: ['id'] },
  { method: 'put', path: `${APPROVAL}/Reject`, query: ['id'] },
  { method: 'get', path: `${APPROVAL}/GetApprovableRoles/{permissionId}` },
  { method: 'post', path: `${APPROVAL}/UpdateApprovablePermission` },
  { method: 'get', path: `${APPROVAL}/ApprovableConfigurations`, query: ['PermissionId', 'SortOrder', ...PAGING] },
  // Audit
  { method: 'get', path: AUDIT, query: ['Username', 'EventType', 'StartDate', 'EndDate', 'SortOrder', ...PAGING] },
  { method: 'get', path: `${AUDIT}/{id}` },
  // Commission groups and fee schemes
  ...groupCalls(COMMISSION),
  ...groupCalls(FEE),
  // Dashboard
  { method: 'post', path: `${DASH}/GetAdminDashboardTransactionSummary` },
  { method: 'post', path: `${DASH}/GetAdminDashboardActivitySummary` },
  { method: 'post', path: `${DASH}/GetAdminDashboardTransactionGraphSummary` },
  // Reference data
  { method: 'get', path: '/mer/api/v1/Enum/getIndustries' },
  { method: 'get', path: '/mer/api/v1/Enum/getDocumentTypes' },
  { method: 'get', path: '/admin/api/v1/Country' },
  { method: 'get', path: '/admin/api/v1/Country/state/{countryId}' },
  { method: 'get', path: '/sup/api/v1/SuperAgent/all' },
  // Merchant
  { method: 'get', path: MERCHANT, query: ['BusinessName', 'Status', 'SortOrder', ...PAGING] },
  { method: 'post', path: `${MERCHANT}/create` },
  { method: 'delete', path: `${MERCHANT}/{id}` },
  { method: 'get', path: `${MERCHANT}/{id}` },
  { method: 'put', path: MERCHANT, query: ['id'] },
  { method: 'get', path: `${MERCHANT}/documents/{id}` },
  { method: 'put', path: `${MERCHANT}/EnableDisableMerchant/{id}` },
  { method: 'post', path: `${MERCHANT}/updateDocument/{id}` },
  { method: 'post', path: `${MERCHANT}/configuration/Update` },
  { method: 'get', path: `${MERCHANT}/validate`, query: ['BusinessName', 'EmailAddress', 'PhoneNumber', 'PersonnelUsername'] },
  { method: 'get', path: `${MERCHANT}/superagent/{id}` },
  // Product
  { method: 'get', path: `${PMS}/Product/GetProductWithPaging`, query: PAGING },
  { method: 'get', path: `${PMS}/ProductGroup/{id}` },
  { method: 'put', path: `${PMS}/ProductGroup/Delete/{id}` },
  { method: 'post', path: `${PMS}/ProductGroup/Create` },
  { method: 'put', path: `${PMS}/ProductGroup/Update` },
  { method: 'get', path: `${PMS}/ProductGroup/GetWithPaging`, query: ['Name', 'SortOrder', 'Status', ...PAGING] },
  // Reports
  {
    method: 'get',
    path: `${REPORT}/TransactionReport/GetAllTransactionsWithPaging`,
    query: ['Status', 'TransactionReference', 'SuperAgentId', 'AgentId', 'MerchantId', 'DebitAccountNumber', 'CreditAccountNumber', 'DestinationBankCode', ...PAGING],
  },
  { method: 'get', path: `${REPORT}/CommissionReport/GetCommissionByMerchant`, query: ['SuperAgentId', 'MerchantId', 'StartDate', 'EndDate', ...PAGING] },
  {
    method: 'get',
    path: `${REPORT}/CommissionReport/GetAggregatorCommission`,
    query: ['AggregatorId', 'SuperAgentId', 'AgentId', 'MerchantId', 'StartDate', 'EndDate', ...PAGING],
  },
  // Roles
  { method: 'get', path: ROLES, query: ['Name', 'StartDate', 'EndDate', 'Status', ...PAGING] },
  { method: 'get', path: `${ROLES}/getAll`, query: ['ClientType'] },
  { method: 'get', path: `${ROLES}/getPermissions` },
  { method: 'delete', path: `${ROLES}/{id}` },
  { method: 'get', path: `${ROLES}/get/{id}` },
  { method: 'post', path: `${ROLES}/getPermissionByRole`, query: ['roleId'] },
  { method: 'post', path: `${ROLES}/create` },
  { method: 'put', path: `${ROLES}/UpdateRole/{id}` },
  { method: 'get', path: `${ROLES}/approvablePermissions`, query: ['clientType'] },
  // Security questions
  { method: 'get', path: `${SQ}/getUserSecurityQuestion/{userId}` },
  { method: 'get', path: `${SQ}/get` },
  { method: 'post', path: `${SQ}/change` },
  { method: 'post', path: `${SQ}/verifyAnswer` },
  { method: 'post', path: `${SQ}/create` },
  { method: 'get', path: `${SQ}/reset/{id}` },
  // System configuration
  { method: 'get', path: SYS },
  { method: 'put', path: SYS },
  { method: 'get', path: `${SYS}/GetMultifactorAuthenticationOptions` },
  // Users
  { method: 'get', path: `${U}/User`, query: ['Username', 'FirstName', 'LastName', 'StartDate', 'EndDate', 'Status', 'SortOrder', ...PAGING] },
  { method: 'delete', path: `${U}/User/{id}` },
  { method: 'post', path: `${U}/User/create` },
  { method: 'put', path: `${U}/User/update/{id}` },
  { method: 'put', path: `${U}/User/update/{id}/{status}` },
  { method: 'put', path: `${U}/User/updatePersonnel/{id}` },
]
