import { ErrorAnswer, ErrorResponses } from '@qube/contract/common';
import { ADDRESS_PREFIX_MIN, ADDRESS_SUGGESTIONS_MAX, AddressAutocompleteInput, AddressSuggestions } from '@qube/contract/address';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../platform/http/errors';
import { selectAddressLookupProvider } from '../../platform/providers/addressLookup/selectAddressLookupProvider';
import { needsProvider, requireProvider, unavailableResponse } from '../../platform/providers/unavailable';
import type { RouteOptions } from '../../platform/http/routeTypes';

export const ADDRESS_PREFIX_SHORT = `Please enter at least ${ADDRESS_PREFIX_MIN} characters of the address.`;

/**
 * Address autocomplete (ON-17) behind the address-lookup provider. Public: registration's address step has no session
 * (the change-address card uses it signed in). Rate limited per address (platform/http/rateLimits.ts): each lookup costs a
 * call to the provider. Without a provider (production unless QUBE_ADDRESS_PROVIDER names one) it answers 503
 * 'provider_unavailable' like every feature whose provider is off, and the address forms say so (typing still works).
 */
export const addressRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { env, processEnv }) => {
  const configured = selectAddressLookupProvider(env, processEnv);

  app.post('/address/autocomplete/', {
    config: { isPublic: true },
    preHandler: needsProvider(configured, 'address'),
    schema: {
      operationId: 'autocompleteAddress', tags: ['registration'],
      summary: 'Addresses that begin with address_prefix, from the address-lookup provider (registration and change-address)',
      body: AddressAutocompleteInput,
      response: { 200: AddressSuggestions, ...ErrorResponses, 429: ErrorAnswer('Too many lookups'), ...unavailableResponse('address') },
    },
  }, async (request) => {
    const prefix = request.body.address_prefix.trim().replace(/\s+/g, ' ');
    if (prefix.length < ADDRESS_PREFIX_MIN) throw new ApiError(400, ADDRESS_PREFIX_SHORT, 'invalid', { address_prefix: ADDRESS_PREFIX_SHORT });
    return { results: await requireProvider(configured, 'address').suggest(prefix, ADDRESS_SUGGESTIONS_MAX) };
  });
};
