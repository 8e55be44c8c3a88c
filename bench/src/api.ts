import type { ActivityCreate, ActivityDetail, LoginRequest, LoginResponse } from '@ava/contracts';

const REQUEST_TIMEOUT_MS = 10_000;
/** Sign-ins at once: each is an argon2 verification on the server's thread pool of four. */
const SIGN_INS_IN_FLIGHT = 4;
const DAY_MS = 86_400_000;

/** The whole answer of a sign-in: the token, the user and the subscription the web app stores. */
export function logIn(baseUrl: string, login: LoginRequest): Promise<LoginResponse> {
  return postJson<LoginResponse>(baseUrl, '/api/identity/auth/login', login);
}

export async function signIn(baseUrl: string, login: LoginRequest): Promise<string> {
  return (await logIn(baseUrl, login)).auth_token;
}

/** Tokens of every username, in the same order, a few sign-ins at a time. */
export async function signInAll(
  baseUrl: string,
  platform: string,
  usernames: readonly string[],
  password: string,
): Promise<string[]> {
  const tokens: string[] = [];
  for (let first = 0; first < usernames.length; first += SIGN_INS_IN_FLIGHT) {
    const batch = usernames.slice(first, first + SIGN_INS_IN_FLIGHT);
    tokens.push(...(await Promise.all(batch.map((username) => signIn(baseUrl, { username, password, platform })))));
  }
  return tokens;
}

/** A forum open for a month, created by a teacher for every student of the classroom; answers its id. */
export async function createForumActivity(baseUrl: string, teacherToken: string, classroomId: string): Promise<string> {
  const now = Date.now();
  const body: ActivityCreate = {
    title: 'Fórum: qual livro você indicaria para a turma?',
    activity_type: 'forum',
    classroom: classroomId,
    start_time: new Date(now - DAY_MS).toISOString(),
    end_time: new Date(now + 30 * DAY_MS).toISOString(),
    details: '<p>Conte qual livro você leu e por que os colegas deveriam ler também.</p>',
    draft: false,
  };
  const activity = await postJson<ActivityDetail>(baseUrl, '/api/activity/create', body, teacherToken);
  return activity.id;
}

/** A POST whose answer must be 200; answers its JSON. */
export async function postJson<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status !== 200) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A GET whose answer must be 200; answers its JSON. */
export async function getJson<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
