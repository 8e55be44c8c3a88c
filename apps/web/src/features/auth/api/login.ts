import type { LoginRequest, LoginResponse } from '@ava/contracts';
import { request } from '../../../lib/http/request.ts';

export function login(input: LoginRequest): Promise<LoginResponse> {
  return request<LoginResponse>('identity', '/auth/login', { method: 'POST', body: input });
}
