import { queryOptions } from '@tanstack/react-query'
import type { StaffAccount } from '../../../domain/auth/staff-account-schemas'
import { api } from '../api-client'
import { queryKeys } from './keys'

/** Who can sign in to the staff side, and where they are signed in (staff only). */
export const staffAccountQueries = {
  list: () => queryOptions({ queryKey: queryKeys.staffAccounts, queryFn: () => api.get<StaffAccount[]>('/api/staff-accounts'), staleTime: 0 }),
}
