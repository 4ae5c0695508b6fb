// The catalogue of error codes: what each refusal and each field problem is, for a client to act on
// without reading the English. common.yaml lists the same codes (ErrorCode, FieldErrorCode), checked by error-codes.test.ts.

/** The code of a whole error answer, with its meaning. */
export const errorCodes = {
  VALIDATION_FAILED: 'The request is invalid; fieldErrors name each bad field (the body, a query or path parameter).',
  UNKNOWN_APPLICATION: 'The app-id and app-key headers are missing or not this platform’s.',
  SESSION_REQUIRED: 'The operation needs a signed-in user and the request carries no usable access token.',
  SESSION_EXPIRED: 'The access or refresh token has expired: sign in again.',
  TOKEN_INVALID: 'The access token is not one this platform issued (not a JWT, a bad signature): sign in again.',
  SESSION_ENDED: 'The session was signed out, or its refresh token is not known: sign in again.',
  REFRESH_TOKEN_REUSED: 'A refresh token was used twice; every session of that sign-in was ended.',
  INVALID_CREDENTIALS: 'The username or password is not correct.',
  ACCOUNT_INACTIVE: 'The user’s account is not Active (values.status).',
  ACCOUNT_LOCKED: 'The account is locked after too many failed sign-ins, until values.until.',
  MFA_SIGN_IN_REQUIRED: 'A one-time code was sent without the password step before it.',
  MFA_CODE_EXPIRED: 'The one-time code has expired: sign in again.',
  MFA_CODE_INCORRECT: 'The one-time code is not correct.',
  PERMISSION_DENIED: 'The user lacks the permission the operation needs (values.group, values.action).',
  GRANT_EXCEEDS_OWN: 'A role or permission given would hold permissions the user does not hold.',
  SELF_APPROVAL: 'The maker of an approval request cannot decide it.',
  NOT_AN_APPROVER: 'The user holds no role configured to approve this permission.',
  NOT_THE_MAKER: 'Only the maker of an approval request may resubmit it (values.maker).',
  NOT_FOUND: 'No such entity (values.entity, values.id), or no such operation (values.method, values.path).',
  LINK_INVALID: 'The password link is invalid or has expired.',
  ACCOUNT_NOT_FOUND: 'The bank holds no such account (name enquiry).',
  IDEMPOTENCY_KEY_REUSED: 'The Idempotency-Key (values.key) was already used by this user for a different request (values.operationId).',
  APPROVAL_PENDING: 'A change to the same entity is already awaiting approval (values.approvalRequestId; values.entity and values.maker, the maker’s full name, when the entity is a record).',
  ALREADY_DECIDED: 'The approval request was already decided (values.status, values.decidedBy: the first decider’s full name, values.decidedAt).',
  ENTITY_CHANGED: 'The entity changed after the approval request was made; the maker must submit it again.',
  OPERATION_RETIRED: 'The operation an approval request would apply no longer exists.',
  DUPLICATE_NAME: 'Another entity of the kind already has this name (or username, or question).',
  IDENTITY_IN_USE: 'An identity (BVN, NIN, phone, email, terminal, account) belongs to another record; fieldErrors say which.',
  IN_USE:
    'The entity is still used: a role held by users (values.role, values.users), a scheme by merchants (values.kind, values.scheme, values.merchants, values.action), a merchant with records (values.merchant, values.agents, values.transactions, values.cases).',
  ALREADY_IN_STATE: 'The entity is already in the state asked for (enabled, disabled, active, unlocked, resolved).',
  INVALID_STATE: 'The entity’s state does not allow the action (a closed case, a disabled merchant, a case past its reopening window).',
  CASE_ALREADY_OPEN: 'A case is already open for the transaction (values.caseNumber, values.reference).',
  LAST_USER_MANAGER: 'The action would leave no Active user able to manage users.',
  SELF_ACTION: 'Users cannot do this to their own account (values.action: delete or changeStatus).',
  CONSTRAINT_VIOLATION: 'The change would break a uniqueness or reference rule of the data.',
  PAYLOAD_TOO_LARGE: 'The request body is larger than the operation accepts (values.limit bytes).',
  RATE_LIMITED: 'Too many requests under a rate limit; Retry-After (and values.retryAfterSeconds) says when to try again.',
  INTERNAL_ERROR: 'Something failed on the platform’s side; nothing was changed.',
  UNAVAILABLE: 'The platform cannot reach its database; try again in a few seconds.',
  METHOD_NOT_ALLOWED: 'The path has no operation for this method; the Allow header (and values.allowed) lists those it has.',
} as const

/** The code of one field problem, with its meaning. */
export const fieldErrorCodes = {
  REQUIRED: 'The field is missing.',
  NOT_ALLOWED_FIELD: 'The body has a field, or the query a parameter, that the operation does not take.',
  TYPE: 'The value is of the wrong type.',
  TOO_SHORT: 'The text or list is shorter than values.limit.',
  TOO_LONG: 'The text or list is longer than values.limit.',
  OUT_OF_RANGE: 'The number is outside its bounds (values.limit, values.comparison).',
  PATTERN: 'The text does not have the expected form.',
  FORMAT: 'The text is not a valid value of its format (date, email, uuid…).',
  NOT_ALLOWED_VALUE: 'The value is not one of those allowed (values.allowed).',
  CONTROL_CHARACTER: 'The text holds a control character.',
  NOT_JSON: 'The body is not valid JSON.',
  UNKNOWN_REFERENCE: 'The id or code refers to nothing that exists.',
  INACTIVE_REFERENCE: 'The entity referred to exists but is not Active or enabled.',
  DUPLICATE: 'The value repeats another of the same request.',
  MUST_DIFFER: 'The value must differ from another field (or the current value).',
  MISMATCH: 'The value does not match the field it must repeat.',
  INCORRECT: 'The value (a current password) is not correct.',
  PASSWORD_POLICY: 'The password does not meet the password policy.',
  PASSWORD_REUSED: 'The password is one of the user’s recent passwords.',
  INVALID_NUBAN: 'The account number’s check digit does not match the bank.',
  LIMIT_EXCEEDED: 'The amount exceeds the limit it is bounded by.',
  RANGE_ORDER: 'The end of a range is before its start.',
  PERIOD_TOO_LONG: 'The period or interval asks for more than the operation gives.',
  TAKEN: 'The value is already used by another record.',
  NOT_PERMITTED: 'The value would give the user more than they may give.',
  REASON_NOT_FOR_PRODUCT: 'The dispute reason (a case’s category) does not fit the transaction’s product (values.category, values.product, values.allowed).',
  INVALID: 'The value is not accepted; the message says why.',
} as const

export type ErrorCode = keyof typeof errorCodes
export type FieldErrorCode = keyof typeof fieldErrorCodes

/** Values an error's message is built from, for a client to word it in its own language. */
export type ErrorValues = Record<string, string | number>
