import { queryOptions } from '@tanstack/react-query'
import { api } from '../api-client'
import { queryKeys } from './keys'

export type AdminUser = { id: number; username: string; isAdmin: boolean; managesStaff: boolean; name: string | null; email: string | null }
export type AuthState = { authenticated: boolean; user: AdminUser | null }

/** A failed check counts as signed out (spec §4 Auth). */
async function fetchAuthState(): Promise<AuthState> {
  try {
    return await api.get<AuthState>('/api/auth/user')
  } catch {
    return { authenticated: false, user: null }
  }
}

export const authQueries = {
  user: () => queryOptions({ queryKey: queryKeys.auth, queryFn: fetchAuthState }),
}
