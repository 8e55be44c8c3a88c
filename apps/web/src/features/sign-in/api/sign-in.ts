import type {
  AccessCodeCreateResponse,
  InstitutionsResponse,
  LoginResponse,
  SignInOptions,
  SsoStartResponse,
} from '@ava/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

const post = <T>(path: string, body: unknown, headers?: HeadersInit) =>
  request<T>('identity', path, { method: 'POST', body, headers });

/** Which sign-in forms the platform offers besides the password (Google client, single sign-on). */
export const signInOptionsQuery = (platform: string) =>
  queryOptions({
    queryKey: ['sign-in-options', platform],
    queryFn: ({ signal }) => request<SignInOptions>('identity', '/sign_in/options', { query: { platform }, signal }),
    staleTime: 10 * 60_000,
  });

export const googleSignIn = (platform: string, credential: string) =>
  post<LoginResponse>('/auth/google', { platform, credential });

export const startSso = (platform: string) => post<SsoStartResponse>('/auth/sso', { platform });

export const completeSso = (platform: string, callback: string) =>
  post<LoginResponse>('/auth/sso', { platform, callback });

/** The hand-over token goes as the bearer of the call, as the specification's /auth/sso takes it. */
export const handOver = (platform: string, token: string, username?: string) =>
  post<LoginResponse>('/auth/sso', { platform, username }, { Authorization: `Bearer ${token}` });

export const backofficeSignIn = (platform: string, username: string, token: string) =>
  post<LoginResponse>('/users/backoffice_sign_in', { platform, username, token });

export const tokenSignIn = (path: string, platform: string, token: string) =>
  post<LoginResponse>(path, { platform, token });

export const accessCodeSignIn = (platform: string, accessCode: string) =>
  post<LoginResponse>('/users/access_code_sign_in', { platform, access_code: accessCode });

export type Audience = 'students' | 'teachers';

export const institutionsQuery = (audience: Audience) =>
  queryOptions({
    queryKey: ['institutions', audience],
    queryFn: ({ signal }) => request<InstitutionsResponse>('identity', `/${audience}/institutions`, { signal }),
  });

export const switchInstitution = (audience: Audience, schoolId: string) =>
  post<LoginResponse>(`/${audience}/institutions/switch`, { school_id: schoolId });

export const createAccessCodes = (classroomId: string, kind: 'students' | 'class_access') =>
  post<AccessCodeCreateResponse>(`/teacher/classrooms/${classroomId}/access_codes`, { kind });
