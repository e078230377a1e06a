import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

export type CompanyId = 1 | 2;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    companyId: CompanyId;
  }
}

/** X-Company-Header-ID selects the company: missing → 1, '1' or '2', anything else → 400. */
export const installCompany = (app: FastifyInstance) => {
  app.decorateRequest('companyId', 1);
  app.addHook('onRequest', async (request) => {
    const raw = request.headers['x-company-header-id'];
    if (raw === undefined || raw === '') {
      request.companyId = 1;
      return;
    }
    if (raw === '1' || raw === '2') {
      request.companyId = raw === '1' ? 1 : 2;
      return;
    }
    throw new ApiError(400, 'Unknown company.', 'unknown_company');
  });
};
