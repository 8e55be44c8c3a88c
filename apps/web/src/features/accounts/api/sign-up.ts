import type {
  AvailabilityQuery,
  AvailabilityResponse,
  GuardianSignUpRequest,
  PlatformStatus,
  SignUpB2cRequest,
  SignUpResponse,
} from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

export function signUpB2c(input: SignUpB2cRequest): Promise<SignUpResponse> {
  return request<SignUpResponse>('identity', '/users/sign_up_b2c', { method: 'POST', body: input });
}

export function signUpGuardian(input: GuardianSignUpRequest): Promise<SignUpResponse> {
  return request<SignUpResponse>('identity', '/guardians', { method: 'POST', body: input });
}

export function checkAvailability(query: AvailabilityQuery, signal?: AbortSignal): Promise<AvailabilityResponse> {
  return request<AvailabilityResponse>('identity', '/users/check_availability', { query, signal });
}

const platformStatusQuery = (platform: string) =>
  queryOptions({
    queryKey: ['identity', 'platform-status', platform],
    queryFn: ({ signal }) => request<PlatformStatus>('identity', '/platforms/status', { query: { platform }, signal }),
    staleTime: 60_000,
  });

/** Whether the platform takes sign-ups, asked of the identity service that creates the accounts. */
export function usePlatformStatus(platform: string) {
  return useQuery(platformStatusQuery(platform));
}
