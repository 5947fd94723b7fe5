import { QueryClient, QueryClientContext, useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import { DEFAULT_BAKING_DAYS } from '../../domain/schedule/bookable-window'
import { otherWeekdays, weekdayRuns } from '../../domain/schedule/weekday-runs'
import { localeOf } from '../i18n/i18n'
import { useTranslation } from '../i18n/use-translation'
import { weekdayName } from './format-time'
import { settingsQueries } from './queries/settings'

const NO_CLIENT = new QueryClient()

/**
 * The shop's baking days and closed days as a sentence writes them, from the settings staff keep ('Tuesday to
 * Saturday', 'Sunday and Monday'; 'martes a sábado', 'domingo y lunes'), so every text names the same days.
 */
export function useBakingDaysText(): { bakingDays: string; closedDays: string; closedCount: number } {
  const { t, i18n } = useTranslation()
  const client = useContext(QueryClientContext)
  const settings = useQuery({ ...settingsQueries.shop(), enabled: client !== undefined }, client ?? NO_CLIENT)
  const days = settings.data?.bakingDays ?? DEFAULT_BAKING_DAYS
  const language = i18n.language
  const list = (parts: string[]) => new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).format(parts)
  const name = (day: number) => weekdayName(day, language)
  const runs = weekdayRuns(days).flatMap((run) => {
    if (run.from === run.to) return [name(run.from)]
    const length = (run.to - run.from + 7) % 7
    // Two days read as a pair ('Friday and Saturday'); three or more as a range ('Tuesday to Saturday').
    return length === 1 ? [name(run.from), name(run.to)] : [t('days.range', { from: name(run.from), to: name(run.to) })]
  })
  const closed = otherWeekdays(days).sort((a, b) => a - b)
  return { bakingDays: list(runs), closedDays: list(closed.map(name)), closedCount: closed.length }
}
