import { screen, within } from '@testing-library/react';
import { coachProgram, mockApi, renderPage, resetPortalTest, signInPartner } from '../../testing/renderPortal';
import { PartnerDashboardPage } from './PartnerDashboardPage';

const METRICS = { landing: 340, checkout: 58, basic: 12, premium: 21, family: 7, commission: '1425.50', pending: 4, pending_premium: 3, pending_family: 1, pending_commission: '187.25' };

beforeEach(() => signInPartner());
afterEach(resetPortalTest);

describe('Partner Dashboard', () => {
  it('CO-12 shows every metric of affiliates/metrics/', async () => {
    mockApi({ 'GET affiliates/me/': () => coachProgram(), 'GET affiliates/metrics/': () => METRICS });
    renderPage(<PartnerDashboardPage />);
    expect(await screen.findByRole('heading', { name: 'Partner Dashboard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Landing page visits')).toBeInTheDocument();
    for (const text of ['340', '58', '12', '21', '7', '$1,425.50', '4', '3', '1', '$187.25']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });

  it('CO-12 draws the funnel landing → checkout → plans and commission earned against pending', async () => {
    mockApi({ 'GET affiliates/me/': () => coachProgram(), 'GET affiliates/metrics/': () => METRICS });
    renderPage(<PartnerDashboardPage />);
    const funnel = await screen.findByRole('figure', { name: 'Funnel: landing → checkout → plans' });
    expect(within(funnel).getByText('Landing: 340')).toBeInTheDocument();
    expect(within(funnel).getByText('Checkout: 58')).toBeInTheDocument();
    expect(within(funnel).getByText('Plans: 40')).toBeInTheDocument();
    const commission = screen.getByRole('figure', { name: 'Commission earned vs pending' });
    expect(within(commission).getByText('Earned: $1,425.50')).toBeInTheDocument();
    expect(within(commission).getByText('Pending: $187.25')).toBeInTheDocument();
  });

  it('CO-12 a failed load says so and retries', async () => {
    let fail = true;
    mockApi({
      'GET affiliates/me/': () => coachProgram(),
      'GET affiliates/metrics/': () => {
        if (fail) throw new Error('down');
        return METRICS;
      },
    });
    const { user } = renderPage(<PartnerDashboardPage />);
    expect(await screen.findByText('We could not load your metrics.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByText('$1,425.50')).length).toBeGreaterThan(0);
  });
});
