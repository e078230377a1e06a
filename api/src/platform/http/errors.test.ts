import Fastify from 'fastify';
import { ConflictError, ForbiddenError, GoneError, InvalidError, NotFoundError, TooManyError, UnprocessableError, type DomainError } from '../errors';
import { ApiError, installErrorHandlers } from './errors';

/** One app whose route throws what the test hands it: the error plugin's answer is what is checked. */
const answerOf = async (error: Error) => {
  const app = Fastify();
  installErrorHandlers(app);
  app.get('/x', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return { status: res.statusCode, body: res.body };
};

describe('the error plugin maps domain errors (ADR 0086)', () => {
  const cases: [DomainError, number][] = [
    [new InvalidError('Bad.', 'invalid', { amount: 'Bad.' }), 400],
    [new ForbiddenError('No.', 'permission_denied'), 403],
    [new NotFoundError('Account not found.', 'account_not_found'), 404],
    [new GoneError('Used.', 'invitation_used'), 410],
    [new ConflictError('Taken.', 'taken'), 409],
    [new UnprocessableError('Other details.', 'idempotency_mismatch'), 422],
    [new TooManyError('Wait.', 'rate_limited'), 429],
  ];

  it.each(cases)('%s answers its status with the same body an ApiError of that status gives', async (error, status) => {
    const same = new ApiError(status, error.fallbackMessage, error.code, error.fields);
    expect(await answerOf(error)).toEqual(await answerOf(same));
    expect((await answerOf(error)).status).toBe(status);
  });

  it('sends no code when none is given, as ApiError does', async () => {
    expect(await answerOf(new InvalidError('Bad.'))).toEqual({ status: 400, body: JSON.stringify({ fallback_message: 'Bad.' }) });
  });
});
