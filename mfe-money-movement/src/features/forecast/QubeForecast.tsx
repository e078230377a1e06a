import { formatMoney, getApiConfig, themeTokens } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { PlainAlert, PlainButton, PlainSkeleton, SECONDARY_TEXT, TITLE_STYLE } from '@qube/shared/ui/plain';
import { ForecastChart } from './ForecastChart';
import { loadForecast, pocketOf } from './forecastApi';
import { EVENT_KIND_LABELS, eventDays, lastsLine, shortDay } from './forecastText';

const CELL = { padding: '6px 8px', textAlign: 'left', borderBottom: '1px solid rgba(5,5,5,0.06)' } as const;

/**
 * A qube's forecast on its page (issue 25 §1): the one line ("lasts until Dec 12 · payday Dec 14"), its lowest day,
 * the chart of six months, and the table of the events behind it (a native disclosure: keyboard and screen readers
 * open it). Loaded with the page's other reads; the chart is plain SVG.
 */
export function QubeForecast({ qubeId }: { qubeId: number | null }) {
  const forecast = useAccountData(['forecast'], loadForecast, { reloadOnTransfer: true });
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;

  let body;
  if (forecast.status === 'loading') body = <PlainSkeleton label="Loading the forecast" widths={[60, 100, 100]} />;
  else if (forecast.status === 'error') {
    body = <PlainAlert type="error" title="We could not load the forecast." description={forecast.error.fallbackMessage ?? 'Please try again.'} action={<PlainButton color={primary} onClick={forecast.reload}>Retry</PlainButton>} />;
  } else {
    const pocket = pocketOf(forecast.data, qubeId);
    if (!pocket) body = <p style={SECONDARY_TEXT}>No forecast for this qube yet.</p>;
    else {
      body = (
        <>
          <p style={{ margin: '0 0 4px', fontWeight: 600 }}>{lastsLine(pocket, forecast.data)}</p>
          <p style={{ ...SECONDARY_TEXT, margin: '0 0 8px' }}>
            {pocket.runs_out_on ? `Runs out on ${shortDay(pocket.runs_out_on)}. ` : ''}
            Lowest {formatMoney(pocket.lowest.balance)} on {shortDay(pocket.lowest.date)}.
          </p>
          <figure style={{ margin: 0 }}>
            <figcaption style={{ ...SECONDARY_TEXT, fontSize: 12 }}>
              Balance each day from {shortDay(forecast.data.from)} to {shortDay(forecast.data.to)}
            </figcaption>
            <ForecastChart pocket={pocket} from={forecast.data.from} color={primary} />
          </figure>
          {pocket.events.length === 0 ? (
            <p style={SECONDARY_TEXT}>Nothing is planned for this qube: its balance stays {formatMoney(pocket.opening)}.</p>
          ) : (
            <details style={{ marginTop: 8 }}>
              <summary style={{ cursor: 'pointer' }}>What the forecast counts ({pocket.events.length})</summary>
              <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
                <caption style={{ ...SECONDARY_TEXT, textAlign: 'left', padding: '4px 0' }}>Events behind the forecast</caption>
                <thead>
                  <tr>
                    <th scope="col" style={CELL}>Date</th>
                    <th scope="col" style={CELL}>What</th>
                    <th scope="col" style={CELL}>Kind</th>
                    <th scope="col" style={{ ...CELL, textAlign: 'right' }}>Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {pocket.events.map((event, i) => (
                    <tr key={`${event.date}-${event.kind}-${i}`}>
                      <td style={CELL}>{eventDays(event)}</td>
                      <td style={CELL}>{event.label}</td>
                      <td style={CELL}>{EVENT_KIND_LABELS[event.kind]}</td>
                      <td style={{ ...CELL, textAlign: 'right' }}>{formatMoney(event.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          )}
        </>
      );
    }
  }
  return (
    <section aria-label="Forecast" style={{ marginTop: 16 }}>
      <h2 style={{ ...TITLE_STYLE, fontSize: 16 }}>Forecast</h2>
      {body}
    </section>
  );
}

export default QubeForecast;
