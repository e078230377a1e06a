import { createStore } from 'zustand/vanilla';
import { api, COMPANY, type CompanyId, type Theme } from '@qube/shared';

/** Theme state (SH-01): data, loaded, companies, name and header_id. */
export type ThemeState = {
  data: Theme | null;
  loaded: boolean;
  companies: Record<CompanyId, string>;
  name: string;
  header_id: CompanyId;
};

export const themeStore = createStore<ThemeState>()(() => ({
  data: null,
  loaded: false,
  companies: { [COMPANY.main]: 'main', [COMPANY.other]: 'other' },
  name: 'Qube',
  header_id: COMPANY.main,
}));

/** Loads the company's theme from GET company/theme-controller/ (SH-01). */
export async function loadTheme(companyId: CompanyId): Promise<void> {
  themeStore.setState({ header_id: companyId });
  try {
    const { data } = await api.get<Theme>('company/theme-controller/', undefined, { mute: true, noAuth: true });
    themeStore.setState({ data, loaded: true, name: data.name });
  } catch {
    // The built-in brand of the company stands in.
    themeStore.setState({ loaded: true });
  }
}
