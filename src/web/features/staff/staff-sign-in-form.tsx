import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { type Login, loginSchema } from '../../../domain/auth/login-schema'
import { Button } from '../../components/ui/button'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { ApiError } from '../../lib/api-client'
import { errorTextOf } from '../../lib/error-text'
import { useAdminAuth } from './use-admin-auth'
import '../../lib/zod-language'

function loginErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.status === 401) return t('admin.login.invalid')
  // 429 carries the server's own wait message ('Too many sign-in attempts. Please wait …'); 403 says the account's
  // access was taken away, and whom to ask.
  if (error instanceof ApiError && (error.status === 429 || error.status === 403)) return errorTextOf(error, t)
  return t('admin.login.failed')
}

/** Username and password, as the login page and the 'session ended' dialog ask for them. */
export function StaffSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation()
  const { login } = useAdminAuth()
  const form = useForm<Login>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } })
  const submit = form.handleSubmit((credentials) => login.mutate(credentials, { onSuccess: onSignedIn }))
  const { errors } = form.formState
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
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
  )
}
