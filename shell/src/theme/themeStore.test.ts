import { api } from '@qube/shared';
import { loadTheme, themeStore } from './themeStore';
import { brandFor } from './companyTheme';

describe('theme', () => {
  afterEach(() => jest.restoreAllMocks());

  it('SH-01 loads the theme from GET company/theme-controller/ into data, loaded, name and header_id', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ data: { header_id: 2, name: 'Cubit Bank', primary_color: '#0b7a5c' } } as never);
    await loadTheme(2);
    expect(get).toHaveBeenCalledWith('company/theme-controller/', undefined, { mute: true, noAuth: true });
    expect(themeStore.getState()).toMatchObject({ loaded: true, name: 'Cubit Bank', header_id: 2, companies: { 1: 'main', 2: 'other' } });
    expect(themeStore.getState().data?.name).toBe('Cubit Bank');
  });

  it('SH-01 falls back to the built-in brand of the company when the theme call fails', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    themeStore.setState({ data: null, loaded: false });
    await loadTheme(1);
    expect(themeStore.getState()).toMatchObject({ loaded: true, header_id: 1, data: null });
    expect(brandFor(1, null).name).toBe('Qube');
  });

  it('SH-02 themes the site per company: name and colour come from the theme or the company brand', () => {
    expect(brandFor(2, null).name).toBe('Cubit Bank');
    expect(brandFor(1, { header_id: 1, name: 'Qube Money', primary_color: '#123456' })).toMatchObject({ name: 'Qube Money', primaryColor: '#123456' });
  });
});
