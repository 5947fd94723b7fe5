import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useSearch } from 'wouter'
import { type Login, loginSchema } from '../../../domain/auth/login-schema'
import { Button } from '../../components/ui/button'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { ApiError } from '../../lib/api-client'
import { errorTextOf } from '../../lib/error-text'
import { safeReturnPath } from './admin-paths'
import { useAdminAuth } from './use-admin-auth'
import '../../lib/zod-language'
import { useDocumentTitle } from '../../lib/use-document-title'

function loginErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.status === 401) return t('admin.login.invalid')
  // 429 carries the server's own wait message ('Too many sign-in attempts. Please wait …').
  if (error instanceof ApiError && error.status === 429) return errorTextOf(error, t)
  return t('admin.login.failed')
}

export function AdminLoginPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('admin.login.title'))
  const [, navigate] = useLocation()
  const search = useSearch()
  const returnTo = safeReturnPath(new URLSearchParams(search).get('next'))
  const { login, isAuthenticated, loading } = useAdminAuth()
  const form = useForm<Login>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } })

  useEffect(() => {
    if (!loading && isAuthenticated) navigate(returnTo, { replace: true })
  }, [loading, isAuthenticated, navigate, returnTo])

  const submit = form.handleSubmit((credentials) => login.mutate(credentials, { onSuccess: () => navigate(returnTo, { replace: true }) }))
  const { errors } = form.formState

  return (
    <main className="grid min-h-screen place-items-center bg-crust-50 px-4 dark:bg-stone-950">
      <div className="w-full max-w-sm rounded-xl border border-crust-100 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900">
        <h1 className="font-serif text-2xl font-bold text-crust-900 dark:text-crust-100">{t('admin.login.title')}</h1>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{t('admin.login.subtitle')}</p>
        <form onSubmit={submit} noValidate className="mt-6 grid gap-4">
          <Field label={t('admin.login.username')} error={errors.username?.message}>
            <Input autoComplete="username" {...form.register('username')} />
          </Field>
          <Field label={t('admin.login.password')} error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </Field>
          {login.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
              {loginErrorText(login.error, t)}
            </p>
          )}
          <Button type="submit" disabled={login.isPending}>
            {login.isPending ? t('admin.login.submitting') : t('admin.login.submit')}
          </Button>
        </form>
        <Link href="/simple-admin-dashboard" className="mt-6 block text-center text-sm text-crust-800 underline dark:text-crust-300">
          {t('admin.login.simpleDashboard')}
        </Link>
      </div>
    </main>
  )
}
