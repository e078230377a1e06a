import { Theme } from '@qube/contract/company';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteOptions } from '../../platform/http/routeTypes';

/** Theme per company (X-Company-Header-ID). */
export const COMPANIES = {
  // Primary colours keep 4.5:1 contrast with white text (WCAG AA), checked by the bench's Lighthouse run.
  1: { name: 'Qube', logo_text: 'Qube', primary_color: '#1F5FD1' },
  2: { name: 'Cubit Bank', logo_text: 'Cubit', primary_color: '#0F766E' },
} as const;

export const themeRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app) => {
  app.get('/company/theme-controller/', {
    config: { isPublic: true },
    schema: {
      operationId: 'getTheme',
      tags: ['theme'],
      summary: 'Theme of the company selected by X-Company-Header-ID',
      response: { 200: Theme },
    },
  }, async (request) => ({
    header_id: request.companyId,
    ...COMPANIES[request.companyId],
    companies: { 1: 'main', 2: 'other' },
  }));
};
