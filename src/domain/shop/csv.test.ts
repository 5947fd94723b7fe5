import { expect, it } from 'vitest'
import { toCsv } from './csv'

it('quotes what needs quoting and never lets a cell act as a formula', () => {
  expect(
    toCsv(
      ['name', 'note'],
      [
        ['Pech, Lucía', 'dijo "hola"'],
        ['=HYPERLINK("x")', '-5'],
        ['plain', 'línea\nnueva'],
      ],
    ),
  ).toBe('name,note\r\n"Pech, Lucía","dijo ""hola"""\r\n"\'=HYPERLINK(""x"")",\'-5\r\nplain,"línea\nnueva"\r\n')
})
