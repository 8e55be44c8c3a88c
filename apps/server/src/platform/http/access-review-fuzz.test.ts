import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActivity } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { buildClassroom, buildPlatform, buildSchool, buildUser, type UserRow } from '../../../test/tenant.fixture.ts';
import { forumComments } from '../../modules/forum/forum.tables.ts';
import { sessions } from '../../modules/identity/sessions.tables.ts';
import { guardianLinks } from '../../modules/tenancy/tenancy.tables.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { PNG } from '../storage/test-samples.ts';

/**
 * Security review: odd input on every route, read from the OpenAPI document so a route added
 * tomorrow is fuzzed too. Every other field holds a real id of the caller's world (their
 * activity, their student, their classroom), so the odd value reaches the service and the
 * database rather than stopping at a 404. Nothing a user can type may answer 500.
 */

interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

interface Operation {
  parameters?: { name: string; in: 'query' | 'path'; schema: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

/** Values no form would send, for a JSON body field. */
const ODD_BODY_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  'a\ud800',
  '\udc00b',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-23:59',
  '0000-01-01',
  'x'.repeat(70_000),
  '😀\u202e\u0301 ﷽',
  -1,
  -2_147_483_649,
  2 ** 63,
  1e308,
  0.5,
  [],
  [['a']],
  {},
  { $ne: null },
  null,
  true,
  '../../../etc/passwd',
  "' or '1'='1",
];

/** Values no link would carry, already url-encoded, for a query or path parameter. */
const ODD_URL_VALUES = [
  '',
  '%00',
  'a%00b',
  'x'.repeat(3_000),
  '-1',
  '-2147483649',
  '1e309',
  'nao-e-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '%F0%9F%98%80%E2%80%AE',
  '%ED%A0%80',
  '%27%20or%201%3D1--',
  '..%2F..%2Fetc%2Fpasswd',
];

let ctx: TestContext;
let world: {
  platformId: string;
  platformSlug: string;
  schoolId: string;
  classroomId: string;
  users: Record<'teacher' | 'student' | 'student2' | 'guardian' | 'admin', UserRow>;
  forumId: string;
  essayId: string;
  workId: string;
  commentId: number;
  fileKey: string;
};
const tokens = new Map<string, string>();

async function issueToken(user: UserRow): Promise<string> {
  const token = newToken();
  await ctx.db.insert(sessions).values({
    user_id: user.id,
    platform_id: user.platform_id,
    token_hash: hashToken(token),
    expires_at: new Date(ctx.clock.now().getTime() + 3_600_000),
  });
  tokens.set(user.id, token);
  return token;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const platform = await buildPlatform(ctx.db);
  const school = await buildSchool(ctx.db, platform);
  const classroom = await buildClassroom(ctx.db, platform, school.id, 20);
  const make = (role: Parameters<typeof buildUser>[2], classroomId?: string) =>
    buildUser(ctx.db, platform, role, { schoolId: school.id, classroomId });
  const users = {
    teacher: await make('school_teacher', classroom.id),
    student: await make('school_student', classroom.id),
    student2: await make('school_student', classroom.id),
    guardian: await buildUser(ctx.db, platform, 'guardian'),
    admin: await make('super_admin'),
  };
  await ctx.db
    .insert(guardianLinks)
    .values({ platform_id: platform.id, guardian_id: users.guardian.id, student_id: users.student.id });
  const now = ctx.clock.now().getTime();
  const common = {
    classroom_id: classroom.id,
    teacher_id: users.teacher.id,
    start_time: new Date(now - 86_400_000),
    end_time: new Date(now + 86_400_000),
    students: [users.student.id, users.student2.id],
  };
  const forum = await buildActivity(ctx.db, platform, { ...common, kind: 'forum' });
  const essay = await buildActivity(ctx.db, platform, {
    ...common,
    kind: 'essay',
    students: [{ student_id: users.student.id, status: 3, delivered_at: new Date(now) }, users.student2.id],
  });
  const work = await buildActivity(ctx.db, platform, { ...common, kind: 'work' });
  const [comment] = await ctx.db
    .insert(forumComments)
    .values({ platform_id: platform.id, activity_id: forum.id, author_id: users.student.id, body: '<p>oi</p>' })
    .returning();
  const studentToken = await issueToken(users.student);
  const body = multipart([
    { name: 'key', value: `users/${users.student.id}` },
    { name: 'file', filename: 'foto.png', content: PNG },
  ]);
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/storage/storage/upload',
    payload: body.payload,
    headers: { ...bearer(studentToken), ...body.headers },
  });
  expect(uploaded.statusCode).toBe(201);
  world = {
    platformId: platform.id,
    platformSlug: platform.slug,
    schoolId: school.id,
    classroomId: classroom.id,
    users,
    forumId: forum.id,
    essayId: essay.id,
    workId: work.id,
    commentId: comment?.id ?? 0,
    fileKey: uploaded.json<{ key: string }>().key,
  };
}, 120_000);
afterAll(() => ctx.close());

/** A real value of the caller's world for a field of that name, when there is one. */
function realValue(name: string, url: string): unknown {
  const activity = url.includes('forum')
    ? world.forumId
    : /essay|school_work|files|text_box/.test(url)
      ? world.essayId
      : world.workId;
  switch (name) {
    case 'activity':
    case 'role_id':
      return activity;
    case 'student':
    case 'student_id':
    case 'user_id':
      return world.users.student.id;
    case 'students':
    case 'add_students':
    case 'rm_students':
      return [world.users.student.id];
    case 'classroom':
    case 'classroom_id':
      return world.classroomId;
    case 'school':
    case 'school_id':
      return world.schoolId;
    case 'teacher':
      return world.users.teacher.id;
    case 'comment':
    case 'main_comment':
      return world.commentId;
    case 'platform':
      return world.platformSlug;
    case 'key':
      return world.fileKey;
    case 'id':
      return url.includes('/guardians/') ? world.users.guardian.id : undefined;
    default:
      return undefined;
  }
}

const PATTERN_CANDIDATES = ['abc', 'aluno-1', '12345678', '12345-678', 'a1b2c3', 'SP', '1', 'A'];

/** A value the schema accepts, as close to a real form's as a schema can tell. */
function validValue(schema: JsonSchema | undefined, name = '', url = ''): unknown {
  if (!schema) return 'abc';
  const real = realValue(name, url);
  if (real !== undefined) return real;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const pick = options.find((option) => option.type !== 'null') ?? options[0];
    return validValue(pick, name, url);
  }
  if (schema.allOf?.length) return validValue(schema.allOf[0], name, url);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return `fuzz-${Math.random().toString(36).slice(2, 8)}@teste.local`;
      if (schema.format === 'date') return '2012-05-04';
      if (schema.format === 'date-time') return '2026-03-03T10:00:00.000Z';
      if (schema.format === 'uri') return 'https://exemplo.com.br/imagem.png';
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        return PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate)) ?? 'abc';
      }
      const length = Math.min(Math.max(schema.minLength ?? 0, 8), schema.maxLength ?? 8);
      return 'Texto teste'.padEnd(length, 'x').slice(0, Math.max(length, 1));
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1, 1) <= (schema.maximum ?? 1e9)
        ? Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1, 1)
        : (schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems ? Array.from({ length: schema.minItems }, () => validValue(schema.items, '', url)) : [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = validValue(property, key, url);
      }
      return value;
    }
    default:
      return 'abc';
  }
}

/** One body per odd value of every field (top level, and one level down in objects). */
function oddBodies(schema: JsonSchema, url: string): { field: string; body: unknown }[] {
  const base = validValue(schema, '', url) as Record<string, unknown>;
  const bodies: { field: string; body: unknown }[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    for (const odd of ODD_BODY_VALUES) bodies.push({ field: key, body: { ...base, [key]: odd } });
    const nested = property.properties ? property : property.anyOf?.find((option) => option.properties);
    if (nested?.properties) {
      const inner = base[key] as Record<string, unknown>;
      for (const innerKey of Object.keys(nested.properties)) {
        for (const odd of ODD_BODY_VALUES) {
          bodies.push({ field: `${key}.${innerKey}`, body: { ...base, [key]: { ...inner, [innerKey]: odd } } });
        }
      }
    }
  }
  return bodies;
}

/** Who calls a route: the role its permission names, else a student, a teacher and a guardian. */
function callersOf(method: string, url: string): UserRow[] {
  const { users } = world;
  const route = ctx.app.routeTable.find((r) => r.method === method && r.url === url.replace(/\{(\w+|\*)\}/g, ':$1'));
  const permission = route?.permission ?? null;
  if (!permission) return [users.student, users.teacher, users.guardian];
  if (/dependents|subscriptions/.test(permission)) return [users.guardian];
  if (/educator|activities|accessCodes|class|notifications|shortLinks|usage|schoolReports/.test(permission)) {
    return [users.teacher];
  }
  if (/integrations|groupSchedules|retention/.test(permission)) return [users.admin];
  return [users.student];
}

const encode = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

describe('odd input on every route (security review)', () => {
  it('never answers 500, whatever is typed into a body, a query or a path', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = docs.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    const failures: string[] = [];
    let requests = 0;

    for (const [path, operations] of Object.entries(paths)) {
      for (const [verb, operation] of Object.entries(operations)) {
        const method = verb.toUpperCase();
        // Ending one's own session or reaching a mailbox needs no fuzzing here.
        if (path.endsWith('/users/sign_out')) continue;
        const parameters = operation.parameters ?? [];
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const validParams = new Map(
          parameters.map((p) => [
            p.name,
            p.in === 'path' && p.name === '*' ? world.fileKey : validValue(p.schema, p.name, path),
          ]),
        );
        const urlWith = (overrides: Map<string, string | string[]>) => {
          let url = path;
          const query: string[] = [];
          for (const parameter of parameters) {
            const override = overrides.get(parameter.name);
            const value = override ?? encode(validParams.get(parameter.name));
            if (parameter.in === 'path') {
              url = url.replace(`{${parameter.name}}`, Array.isArray(value) ? (value[0] ?? '') : value);
            } else if (override !== undefined || parameter.required || validParams.get(parameter.name) !== undefined) {
              for (const one of Array.isArray(value) ? value : [value]) query.push(`${parameter.name}=${one}`);
            }
          }
          return query.length ? `${url}?${query.join('&')}` : url;
        };

        const cases: { label: string; url: string; body?: unknown }[] = [];
        const validBody = bodySchema ? validValue(bodySchema, '', path) : undefined;
        for (const parameter of parameters) {
          for (const odd of ODD_URL_VALUES) {
            cases.push({
              label: `${parameter.name}=${odd.slice(0, 40)}`,
              url: urlWith(new Map([[parameter.name, odd]])),
              body: validBody,
            });
          }
          cases.push({
            label: `${parameter.name} twice`,
            url: urlWith(new Map([[parameter.name, [encode(validParams.get(parameter.name)), 'outro']]])),
            body: validBody,
          });
        }
        if (bodySchema?.properties) {
          for (const { field, body } of oddBodies(bodySchema, path)) {
            cases.push({ label: `body ${field}`, url: urlWith(new Map()), body });
          }
        }

        for (const caller of callersOf(method, path)) {
          for (const one of cases) {
            let token = tokens.get(caller.id) ?? (await issueToken(caller));
            const send = () =>
              ctx.app.inject({
                method: method as 'POST',
                url: one.url,
                headers: {
                  ...bearer(token),
                  ...(one.body === undefined ? {} : { 'content-type': 'application/json' }),
                },
                payload: one.body === undefined ? undefined : JSON.stringify(one.body),
              });
            let response = await send();
            // A case that ended the caller's sessions (a password reset) must not blind the next ones.
            if (response.statusCode === 498) {
              token = await issueToken(caller);
              response = await send();
            }
            requests += 1;
            if (response.statusCode >= 500 && response.statusCode !== 503) {
              failures.push(
                `${method} ${path} as ${caller.role} with ${one.label}: ${response.statusCode} ${response.body.slice(0, 120)}`,
              );
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(1_000);
    expect(failures).toEqual([]);
  }, 900_000);

  it('refuses prototype-polluting bodies on every route that takes one', async () => {
    const token = await issueToken(world.users.teacher);
    for (const route of ctx.app.routeTable.filter((r) => r.hasBody)) {
      for (const payload of ['{"__proto__":{"role":"super_admin"}}', '{"constructor":{"prototype":{"role":"x"}}}']) {
        const response = await ctx.app.inject({
          method: route.method as 'POST',
          url: route.url.replace(/:(\w+)/g, '00000000-0000-0000-0000-000000000000'),
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${route.method} ${route.url} ${payload}`).toBeLessThan(500);
      }
    }
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});
