import type { LoadProfile, LoadRequest } from './measure.ts';

export type ScenarioName =
  | 'cached theme'
  | 'authenticated read'
  | 'login'
  | 'student_open, 200 activities'
  | 'student_count, 200 activities'
  | 'student_closed_summary, 200 activities'
  | 'forum comment, 50 writers';

export interface ServerProfiles {
  read: LoadProfile;
  login: LoadProfile;
  write: LoadProfile;
}

/** What the scenarios need of a started server: its address, and the tokens and data made for them. */
export interface ServerSession {
  baseUrl: string;
  /** The demo's own student (aluno1), as the first scenarios always used. */
  demoLogin: { username: string; password: string; platform: string };
  demoStudentToken: string;
  /** The bench student with 200 activities. */
  firstScreenToken: string;
  forumActivityId: string;
  /** One per forum writer, a different student each. */
  forumWriterTokens: string[];
}

export interface Scenario {
  name: ScenarioName;
  profile: keyof ServerProfiles;
  request(session: ServerSession): LoadRequest;
}

/** What each forum writer posts: a short paragraph as the editor writes it. */
export const FORUM_COMMENT = '<p>Eu indico <strong>O Menino Maluquinho</strong>: é engraçado e fala de amizade.</p>';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What every browser sends with a request; the first-screen answers are gzipped for it. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const firstScreen = (name: ScenarioName, path: string): Scenario => ({
  name,
  profile: 'read',
  request: (session) => ({
    url: `${session.baseUrl}${path}`,
    headers: { ...bearer(session.firstScreenToken), ...BROWSER_ENCODINGS },
  }),
});

export const SCENARIOS: Scenario[] = [
  {
    name: 'cached theme',
    profile: 'read',
    request: (session) => ({ url: `${session.baseUrl}/api/platforms/show?platform=${session.demoLogin.platform}` }),
  },
  {
    name: 'authenticated read',
    profile: 'read',
    request: (session) => ({
      url: `${session.baseUrl}/api/users/profiles/settings`,
      headers: bearer(session.demoStudentToken),
    }),
  },
  {
    name: 'login',
    profile: 'login',
    request: (session) => ({
      url: `${session.baseUrl}/api/identity/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(session.demoLogin),
    }),
  },
  firstScreen('student_open, 200 activities', '/api/activity/student_open'),
  firstScreen('student_count, 200 activities', '/api/activity/student_count'),
  firstScreen('student_closed_summary, 200 activities', '/api/activity/student_closed_summary'),
  {
    name: 'forum comment, 50 writers',
    profile: 'write',
    request: (session) => ({
      url: `${session.baseUrl}/api/forum_comments/new`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        activity: session.forumActivityId,
        comment: FORUM_COMMENT,
      }),
      connectionHeaders: session.forumWriterTokens.map(bearer),
    }),
  },
];
