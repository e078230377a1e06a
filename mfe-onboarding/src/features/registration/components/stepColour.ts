import { getApiConfig, themeTokens } from '@qube/shared';

/** The theme's colour the plain steps draw with (what antd's theme gives onboarding): 4.5:1 with white and on white. */
export const stepColour = (): string => themeTokens(getApiConfig().companyId).colorPrimary;
