import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createAccountMail } from './modules/accounts/account-mail.ts';
import { registerAccounts } from './modules/accounts/accounts.module.ts';
import { createAccountsRepository } from './modules/accounts/accounts.repository.ts';
import { createActivitiesModule } from './modules/activities/activities.module.ts';
import { registerEssays } from './modules/essays/essays.module.ts';
import { registerExamBuilder } from './modules/exam-builder/exam-builder.module.ts';
import { createExamsModule } from './modules/exams/exams.module.ts';
import { createExternalActivitiesModule } from './modules/external-activities/external-activities.module.ts';
import { registerForum } from './modules/forum/forum.module.ts';
import { registerGuardians } from './modules/guardians/guardians.module.ts';
import { registerIdentity } from './modules/identity/identity.module.ts';
import { registerIntegrations } from './modules/integrations/integrations.module.ts';
import { registerIssues } from './modules/issues/issues.module.ts';
import { registerMapEnergy } from './modules/map-energy/map-energy.module.ts';
import { createMapEnergyService } from './modules/map-energy/map-energy.service.ts';
import { registerPlatforms } from './modules/platforms/platforms.module.ts';
import { registerProfile } from './modules/profile/profile.module.ts';
import { createQuestionBankModule } from './modules/question-bank/question-bank.module.ts';
import { createSchoolDirectoryModule } from './modules/school-directory/school-directory.module.ts';
import { registerSchoolWork } from './modules/school-work/school-work.module.ts';
import { registerShortLinks } from './modules/shortlinks/shortlinks.module.ts';
import { registerSignIn } from './modules/sign-in/sign-in.module.ts';
import { statusRoutes } from './modules/status/status.routes.ts';
import { createFileUrls } from './modules/storage/file-urls.ts';
import { registerStorage } from './modules/storage/storage.module.ts';
import { createStorageRepository } from './modules/storage/storage.repository.ts';
import { createStorageService } from './modules/storage/storage.service.ts';
import { registerTracker } from './modules/tracker/tracker.module.ts';
import { authPlugin } from './platform/auth/auth.plugin.ts';
import { createSessionStore } from './platform/auth/session-store.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import { registerErrorHandler, registerNotFoundHandler } from './platform/http/error-handler.ts';
import { trackInFlight } from './platform/http/in-flight.ts';
import { registerPublic } from './platform/http/public-scope.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { type RouteEntry, registerService } from './platform/http/services.ts';
import { refuseUnstorableText } from './platform/http/unstorable-text.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createHttpPostalCodeProvider } from './platform/postal-code/http-postal-code-provider.ts';
import { createLoginThrottle } from './platform/rate-limit/login-throttle.ts';
import { openFileStore } from './platform/storage/open-file-store.ts';
import { loadUrlSecret } from './platform/storage/url-secret.ts';
import { serveWebApp } from './platform/web/web-app.ts';

export type AppConfig = Pick<
  Config,
  | 'SESSION_TTL_HOURS'
  | 'LOGIN_WINDOW_MINUTES'
  | 'LOGIN_MAX_FAILURES_PER_ACCOUNT'
  | 'LOGIN_MAX_FAILURES_PER_ADDRESS'
  | 'TRUST_PROXY'
  | 'WEB_DIST'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'PUBLIC_URL'
  | 'PASSWORD_RESET_TTL_MINUTES'
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'STORAGE_URL_SECRET'
  | 'POSTAL_CODE_URL'
  | 'LOCATIONS_URL'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_API_URL'
  | 'STRIPE_PRICE_UNO'
  | 'STRIPE_PRICE_DUO'
  | 'STRIPE_PRICE_FAMILY'
  | 'WIDGET_ORIGINS'
  | 'SERVICE_ORIGINS'
>;

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its service and whether it is public; the route sweep reads it. */
    routeTable: RouteEntry[];
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('routeTable', [] as RouteEntry[]);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, { widgets: config.WIDGET_ORIGINS, services: config.SERVICE_ORIGINS });
  trackInFlight(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Plataforma AVA', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await registerPublic(app, async (scope) => {
    await scope.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  });

  const db = database.db;
  const sessions = await createSessionStore({ database, clock, ttlMs: config.SESSION_TTL_HOURS * 3_600_000 });
  const throttle = createLoginThrottle({
    clock,
    windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
    maxFailuresPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    maxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
  });
  await app.register(authPlugin, { sessions });
  refuseUnstorableText(app);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, logger: app.log });
  app.addHook('onClose', async () => mailer.close());
  // Multipart is parsed only when a route reads it (readMultipartUpload sets each call's limits).
  await app.register(fastifyMultipart);
  // One storage service: modules add access rules for their namespaces and save uploads through it.
  const storage = createStorageService({
    store: openFileStore(config),
    storageRepo: createStorageRepository(db),
    fileUrls: createFileUrls({ secret: await loadUrlSecret(config), clock }),
    logger: app.log,
  });
  // Shared by every module whose student actions raise map energy (forum, school work, ...).
  const mapEnergy = createMapEnergyService({ db, clock, logger: app.log });
  // The activity core answers on main, on teacher-dashboard and (creation steps) on tasks, exams and trails.
  const activities = createActivitiesModule({ db, clock, mapEnergy, storage });
  await activities.keepSnapshotsTrue(app, database);
  // Classrooms, grades and class students answer on identity, main (grade tree) and teacher-dashboard.
  const schoolDirectory = createSchoolDirectoryModule({ db, clock, sessions });
  // Exam taking answers on main (exam paths) and on exams (student paths, mock exams).
  const examsModule = createExamsModule({ db, clock, mapEnergy, storage });
  // The question bank; the exam wizard writes questions through `questionBank.questions`.
  const questionBank = createQuestionBankModule({ db, clock, storage });

  await registerService(app, 'main', async (scope) => {
    await scope.register(statusRoutes, { db, databaseKind: database.kind });
    await registerPlatforms(scope, { db, clock });
    await registerProfile(scope, {
      database,
      clock,
      storage,
      postalCodes: createHttpPostalCodeProvider({
        postalCodeUrl: config.POSTAL_CODE_URL,
        locationsUrl: config.LOCATIONS_URL,
        clock,
      }),
      throttle,
      // The accounts module's confirmation mail, sent again when a user changes their e-mail.
      accountMail: createAccountMail({
        accountsRepo: createAccountsRepository(db),
        mailer,
        clock,
        publicUrl: config.PUBLIC_URL,
        resetTtlMs: config.PASSWORD_RESET_TTL_MINUTES * 60_000,
      }),
    });
    await registerMapEnergy(scope, { mapEnergy });
    await activities.registerMain(scope);
    await examsModule.registerMain(scope);
    await registerForum(scope, { db, clock, mapEnergy, storage });
    // The file store is S3 exactly when S3_BUCKET is set (openFileStore).
    await registerSchoolWork(scope, { db, clock, storage, mapEnergy, filesOnS3: Boolean(config.S3_BUCKET) });
    await registerEssays(scope, { db });
    await schoolDirectory.registerMain(scope);
    await registerIssues(scope, { db, clock });
  });
  await registerService(app, 'identity', async (scope) => {
    await registerIdentity(scope, { db, clock, sessions, throttle, storage });
    await registerSignIn(scope, { db, clock, sessions, throttle, storage });
    await schoolDirectory.registerIdentity(scope);
    await registerIntegrations(scope, { db, clock, publicUrl: config.PUBLIC_URL });
    await registerGuardians(scope, { db, clock, sessions, storage, config });
    await registerAccounts(scope, {
      db,
      clock,
      sessions,
      mailer,
      failureLimits: {
        windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
        maxFailuresPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        maxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      },
      publicUrl: config.PUBLIC_URL,
      resetTtlMs: config.PASSWORD_RESET_TTL_MINUTES * 60_000,
    });
  });
  await registerService(app, 'storage', (scope) => registerStorage(scope, { storage }));
  await registerService(app, 'tracker', (scope) => registerTracker(scope, { db, clock }));
  await registerService(app, 'teacher-dashboard', async (scope) => {
    await activities.registerTeacherDashboard(scope);
    await schoolDirectory.registerTeacherDashboard(scope);
  });
  await registerService(app, 'questions', (scope) => questionBank.register(scope));
  await registerService(app, 'exam-builder', (scope) =>
    registerExamBuilder(scope, { db, clock, storage, questions: questionBank.questions }),
  );
  await registerService(app, 'shortlinks', (scope) =>
    registerShortLinks(scope, { db, clock, publicUrl: config.PUBLIC_URL }),
  );
  // The student's lists, counts and record: one module, the same paths under each external service.
  const externalActivities = createExternalActivitiesModule({ db, clock });
  for (const service of ['tasks', 'exams', 'trails'] as const) {
    await registerService(app, service, async (scope) => {
      await activities.registerCreation(scope, service);
      await externalActivities.register(scope, service);
    });
  }
  await registerService(app, 'exams', (scope) => examsModule.registerExamsService(scope));

  const spaFallback = config.WEB_DIST ? await serveWebApp(app, config.WEB_DIST) : null;
  registerNotFoundHandler(app, spaFallback);
  return app;
}
