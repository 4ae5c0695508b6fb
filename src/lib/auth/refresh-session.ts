import { ums } from '../../api/clients'
import { storedAccessToken, storedRefreshToken, storedUserId, storeTokens } from '../session'

/** POST Authentication/refresh with the stored pair; stores the rotated pair. Throws ApiError on failure. */
export async function refreshSession(): Promise<void> {
  const accessToken = storedAccessToken()
  const refreshToken = storedRefreshToken()
  if (!accessToken || !refreshToken) throw new Error('Your session has expired, please login again')
  const { data } = await ums.POST('/ums/api/v1/Authentication/refresh', { body: { accessToken, refreshToken } })
  const result = data?.data
  if (!result?.accessToken || !result.refreshToken) throw new Error('Your session has expired, please login again')
  storeTokens({ accessToken: result.accessToken, refreshToken: result.refreshToken, userId: result.userId ?? storedUserId() ?? 0 })
}
