import { describe, expect, it } from 'vitest'
import { startFailureReason } from './start-failure'

describe('why the shop could not start, in one line', () => {
  it.each([
    [new Error('spawn /x/initdb EACCES'), 'spawn /x/initdb EACCES'],
    [
      new Error('embedded PostgreSQL did not start', { cause: new Error('lock file exists') }),
      'embedded PostgreSQL did not start (lock file exists)',
    ],
    ['a plain\nstring', 'a plain string'],
    [['initdb', 'failed'], 'initdb failed'],
    [undefined, 'unknown error'],
    [{ code: 'EACCES' }, '{"code":"EACCES"}'],
  ])('%j reads %j', (error, line) => {
    expect(startFailureReason(error)).toBe(line)
  })
})
