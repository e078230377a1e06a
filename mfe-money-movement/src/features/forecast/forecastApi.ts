import { api } from '@qube/shared';
import type { Forecast, PocketForecast } from '@qube/contract/forecast';

export type { Forecast, PocketForecast, ForecastEvent } from '@qube/contract/forecast';

/** Every pocket's six-month forecast (issue 25 §1: GET forecast/). */
export async function loadForecast(accountId: number): Promise<Forecast> {
  const { data } = await api.get<Forecast>('forecast/', { account_id: accountId });
  return data;
}

/** One qube's forecast (null: Cloud) from the account's, or undefined when the qube is not in it (archived, new). */
export const pocketOf = (forecast: Forecast, qubeId: number | null): PocketForecast | undefined => (Array.isArray(forecast.pockets) ? forecast.pockets.find((p) => p.qube_id === qubeId) : undefined);
