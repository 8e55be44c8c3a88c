import {
  addressInfoSchema,
  addressInputSchema,
  BRAZILIAN_STATES,
  citiesResponseSchema,
  postalCodeResultSchema,
  statesResponseSchema,
  zipcodeSchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { AddressService } from './address.service.ts';

export const profileAddressRoutes: FastifyPluginAsyncZod<{ address: AddressService }> = async (app, { address }) => {
  app.get(
    '/profile/address_info',
    {
      config: { permission: 'view.address' },
      schema: { summary: "The caller's address", response: { 200: addressInfoSchema } },
    },
    (request) => address.addressInfo(requireAuth(request)),
  );

  app.post(
    '/profile/address',
    {
      config: { permission: 'view.address' },
      schema: {
        summary: "Saves the caller's address",
        body: addressInputSchema,
        response: { 200: addressInfoSchema },
      },
    },
    (request) => address.saveAddress(requireAuth(request), request.body),
  );

  // Public lookups (sign-up forms use them too); answers are cached by the provider.
  app.get(
    '/postal-code/:zipcode',
    {
      config: { public: true },
      schema: {
        summary: "The address of a postal code (CEP); 404 'Erro ao buscar endereço' when unknown",
        params: z.object({ zipcode: zipcodeSchema }),
        response: { 200: postalCodeResultSchema },
      },
    },
    (request) => address.lookup(request.params.zipcode),
  );

  app.get(
    '/locations/states',
    { config: { public: true }, schema: { summary: 'The Brazilian states', response: { 200: statesResponseSchema } } },
    () => address.states(),
  );

  app.get(
    '/locations/cities/:state',
    {
      config: { public: true },
      schema: {
        summary: 'The cities of a state',
        params: z.object({ state: z.string().toUpperCase().pipe(z.enum(BRAZILIAN_STATES)) }),
        response: { 200: citiesResponseSchema },
      },
    },
    (request) => address.cities(request.params.state),
  );
};
