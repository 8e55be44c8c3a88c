import { GAME_RUNTIME_PATH } from '@ava/contracts';
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
import { createAccountsModule } from './modules/accounts/accounts.module.ts';
import { createActivitiesModule } from './modules/activities/activities.module.ts';
import { createAssistantModule } from './modules/assistant/assistant.module.ts';
import { createCertificatesModule } from './modules/certificates/certificates.module.ts';
import { createChallengesModule } from './modules/challenges/challenges.module.ts';
import { createChemistryModule } from './modules/chemistry/chemistry.module.ts';
import { createClassDiaryModule } from './modules/class-diary/class-diary.module.ts';
import { createDiagnosisModule } from './modules/diagnosis/diagnosis.module.ts';
import { createDraftsModule } from './modules/drafts/drafts.module.ts';
import { createEssayAssistantModule } from './modules/essay-assistant/essay-assistant.module.ts';
import { createEssaysModule } from './modules/essays/essays.module.ts';
import { createExamBuilderModule } from './modules/exam-builder/exam-builder.module.ts';
import { createExamsModule } from './modules/exams/exams.module.ts';
import { createExternalActivitiesModule } from './modules/external-activities/external-activities.module.ts';
import { createForumModule } from './modules/forum/forum.module.ts';
import { createGuardianViewsModule } from './modules/guardian-views/guardian-views.module.ts';
import { createGuardiansModule } from './modules/guardians/guardians.module.ts';
import { createHallOfFameModule } from './modules/hall-of-fame/hall-of-fame.module.ts';
import { createHelpCenterModule } from './modules/help-center/help-center.module.ts';
import { createHomeworkModule, homeworkPlayCheck } from './modules/homework/homework.module.ts';
import { createIdentityModule, createSessionStore } from './modules/identity/identity.module.ts';
import { createIntegrationsModule } from './modules/integrations/integrations.module.ts';
import { createIssuesModule } from './modules/issues/issues.module.ts';
import { createLedgerModule } from './modules/ledger/ledger.module.ts';
import { createLibraryModule } from './modules/library/library.module.ts';
import { createMailModule } from './modules/mail/mail.module.ts';
import { createMapEnergyModule } from './modules/map-energy/map-energy.module.ts';
import { createMessagingModule } from './modules/messaging/messaging.module.ts';
import { createNotificationsModule } from './modules/notifications/notifications.module.ts';
import { createOnlineClassroomsModule } from './modules/online-classrooms/online-classrooms.module.ts';
import { createParkModule } from './modules/park/park.module.ts';
import { createPlatformsModule } from './modules/platforms/platforms.module.ts';
import { createPrivacyModule } from './modules/privacy/privacy.module.ts';
import { createRetentionModule } from './modules/privacy/retention/retention.module.ts';
import { createProfileModule } from './modules/profile/profile.module.ts';
import { createQuestionBankModule } from './modules/question-bank/question-bank.module.ts';
import { createReportsModule } from './modules/reports/reports.module.ts';
import { createSchedulesModule } from './modules/schedules/schedules.module.ts';
import { createSchoolDataModule } from './modules/school-data/school-data.module.ts';
import { createSchoolDirectoryModule } from './modules/school-directory/school-directory.module.ts';
import { createSchoolWorkModule } from './modules/school-work/school-work.module.ts';
import { createShortLinksModule } from './modules/shortlinks/shortlinks.module.ts';
import { createSignInModule } from './modules/sign-in/sign-in.module.ts';
import { createStatusModule } from './modules/status/status.module.ts';
import { createStorageModule, presentedMedia } from './modules/storage/storage.module.ts';
import { createStoreModule } from './modules/store/store.module.ts';
import { createTeacherLearningModule } from './modules/teacher-learning/teacher-learning.module.ts';
import { createTrackerModule } from './modules/tracker/tracker.module.ts';
import { createTrailPlayerModule } from './modules/trail-player/trail-player.module.ts';
import { createTrailResultsModule } from './modules/trail-results/trail-results.module.ts';
import { createTrailsModule } from './modules/trails/trails.module.ts';
import { createWorkloadModule } from './modules/workload/workload.module.ts';
import { createOpenAiCompatibleClient } from './platform/ai/openai-compatible.ts';
import { authPlugin } from './platform/auth/auth.plugin.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import { type AppModule, registerModules } from './platform/http/app-module.ts';
import { registerErrorHandler, registerNotFoundHandler } from './platform/http/error-handler.ts';
import { trackInFlight } from './platform/http/in-flight.ts';
import { registerPublic } from './platform/http/public-scope.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import type { RouteEntry } from './platform/http/services.ts';
import { refuseUnstorableText } from './platform/http/unstorable-text.ts';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue.ts';
import { createHttpPostalCodeProvider } from './platform/postal-code/http-postal-code-provider.ts';
import { createLoginThrottle } from './platform/rate-limit/login-throttle.ts';
import { createSpreadsheetWriter } from './platform/spreadsheet/spreadsheet-writer.ts';
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
  | 'GAMES_DIST'
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
  | 'NODE_ENV'
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'VAPID_SUBJECT'
  | 'AI_BASE_URL'
  | 'AI_API_KEY'
  | 'AI_MODEL'
  | 'AI_TIMEOUT_MS'
  | 'AI_EMBEDDED_PACE_MS'
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
    /** The durable job queue (fan-outs); tests and benchmarks wait on `jobs.idle()`. */
    jobs: JobQueue;
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
  registerSecurityHeaders(app, { widgets: config.WIDGET_ORIGINS, services: config.SERVICE_ORIGINS });
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
  const logger = app.log;
  const sessions = await createSessionStore({ database, clock, ttlMs: config.SESSION_TTL_HOURS * 3_600_000 });
  const failureLimits = {
    windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
    maxFailuresPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    maxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
  };
  const throttle = createLoginThrottle({ clock, ...failureLimits });
  await app.register(authPlugin, { sessions });
  refuseUnstorableText(app);
  // Multipart is parsed only when a route reads it (readMultipartUpload sets each call's limits).
  await app.register(fastifyMultipart);

  // Modules in the order they depend on each other: what one offers is handed to those after it.
  const { mailer, ...mailModule } = createMailModule({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, logger });
  const { storage, fileStore, ...storageModule } = await createStorageModule({ config, db, clock, logger });
  // The job queue runs from the app's start to its close (before the database is closed).
  const jobs = createJobQueue({ database, logger });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
  // `notifier` is for the modules that announce things (schedules, messages, help center, online classrooms).
  const {
    notifier,
    live: _live,
    ...notificationsModule
  } = await createNotificationsModule({
    database,
    queue: jobs,
    clock,
    logger,
    storage,
    mailer,
    config,
  });
  const { mapEnergy, ...mapEnergyModule } = createMapEnergyModule({ db, clock, logger });
  const { issues, ...issuesModule } = createIssuesModule({ db, clock });
  const { accountMail, ...accountsModule } = createAccountsModule({
    db,
    clock,
    sessions,
    mailer,
    logger,
    failureLimits,
    publicUrl: config.PUBLIC_URL,
    resetTtlMs: config.PASSWORD_RESET_TTL_MINUTES * 60_000,
  });
  const { ledger, ...ledgerModule } = createLedgerModule({ db, clock, throttle });
  // One worker thread writes every spreadsheet export of the app; it stops with the app.
  const spreadsheets = createSpreadsheetWriter();
  app.addHook('onClose', async () => {
    await spreadsheets.close();
  });
  const { deliveries, activityWrites, studentLists, activityPokz, ...activitiesModule } = await createActivitiesModule({
    db,
    database,
    clock,
    mapEnergy,
    ledger,
    storage,
    spreadsheets,
  });
  // Keeps its monthly totals in the transaction of each result calculate_score records.
  const hallOfFameModule = createHallOfFameModule({ db, clock, storage, ledger });
  // Offers `results` (K and LT results by activity or trail id) for the trail wiring to come; the
  // homework module reads its counted plays itself and gives the check of rule K plays.
  const challengesModule = createChallengesModule({
    db,
    clock,
    storage,
    mapEnergy,
    ledger,
    spreadsheets,
    resultRecorded: hallOfFameModule.addResult,
    environment: config.NODE_ENV,
    homeworkPlays: homeworkPlayCheck({ db, clock }),
  });
  const { questions, ...questionBankModule } = createQuestionBankModule({ db, clock, storage, issues });
  const postalCodes = createHttpPostalCodeProvider({
    postalCodeUrl: config.POSTAL_CODE_URL,
    locationsUrl: config.LOCATIONS_URL,
    clock,
  });
  const { guardianPlans, ...guardiansModule } = createGuardiansModule({ db, clock, sessions, logger, storage, config });
  const { identity, ...identityModule } = createIdentityModule({
    db,
    clock,
    sessions,
    throttle,
    storage,
    guardianPlans,
  });
  const { outfitChanged, ...profileModule } = await createProfileModule({
    database,
    clock,
    logger,
    storage,
    postalCodes,
    throttle,
    accountMail,
  });
  const { forum, ...forumModule } = createForumModule({ db, clock, mapEnergy, storage, deliveries });
  const { certificates, ...certificatesModule } = createCertificatesModule({
    db,
    clock,
    publicUrl: config.PUBLIC_URL,
    failureLimits,
  });
  const { readAudit, ...privacyModule } = createPrivacyModule({
    database,
    clock,
    queue: jobs,
    fileStore,
    urlSecret: await loadUrlSecret(config),
    throttle,
    logger,
  });
  // Retention: the periods' routes, and the daily run queued once the app is ready.
  const { start: startRetention, ...retentionModule } = createRetentionModule({
    database,
    fileStore,
    clock,
    queue: jobs,
    logger,
  });
  app.addHook('onReady', startRetention);
  // One client of the installation's OpenAI-compatible model, for the chat and the essay corrections.
  const model = config.AI_BASE_URL
    ? createOpenAiCompatibleClient({
        baseUrl: config.AI_BASE_URL,
        apiKey: config.AI_API_KEY,
        model: config.AI_MODEL,
        timeoutMs: config.AI_TIMEOUT_MS,
      })
    : null;
  const modules: AppModule[] = [
    createStatusModule({ db, databaseKind: database.kind }),
    mailModule,
    notificationsModule,
    createPlatformsModule({ db, clock }),
    profileModule,
    mapEnergyModule,
    activitiesModule,
    createExamsModule({ db, clock, mapEnergy, storage, deliveries, activityPokz, activityWrites }),
    createHomeworkModule({ db, clock, deliveries, media: presentedMedia(storage) }),
    createTrailResultsModule({ db, activityWrites }),
    forumModule,
    // The file store is S3 exactly when S3_BUCKET is set (openFileStore).
    createSchoolWorkModule({ db, clock, storage, mapEnergy, deliveries, filesOnS3: Boolean(config.S3_BUCKET) }),
    createEssaysModule({ db }),
    createEssayAssistantModule({ db, clock, model }),
    createSchoolDirectoryModule({ db, clock, sessions }),
    createSchoolDataModule({ db, queue: jobs }),
    issuesModule,
    identityModule,
    createSignInModule({ db, clock, sessions, throttle, storage, identity, guardianPlans }),
    createIntegrationsModule({ db, clock, publicUrl: config.PUBLIC_URL }),
    guardiansModule,
    createGuardianViewsModule({ db, clock }),
    accountsModule,
    storageModule,
    createTrackerModule({ db, clock }),
    createLibraryModule({ db, clock, storage }),
    createTeacherLearningModule({ db }),
    createReportsModule({ db, clock, spreadsheets }),
    createDiagnosisModule({ db, clock, spreadsheets }),
    createDraftsModule({ db, clock }),
    ledgerModule,
    createStoreModule({ db, clock, ledger, outfitChanged }),
    questionBankModule,
    createExamBuilderModule({ db, clock, storage, questions, issues }),
    createTrailsModule({ db, storage }),
    createShortLinksModule({ db, clock, publicUrl: config.PUBLIC_URL }),
    createExternalActivitiesModule({ db, clock }),
    challengesModule,
    hallOfFameModule,
    certificatesModule,
    createTrailPlayerModule({
      db,
      clock,
      storage,
      deliveries,
      activityPokz,
      certificates,
      challengeResults: challengesModule.results,
      mapEnergy,
      forum,
    }),
    createParkModule({ db, clock, arcadePlays: challengesModule.arcadePlays }),
    createHelpCenterModule({ db, clock, notifier }),
    createMessagingModule({ db, clock, storage, notifier }),
    createSchedulesModule({ db, clock, mailer, notifier, publicUrl: config.PUBLIC_URL }),
    createOnlineClassroomsModule({ db, clock, notifier }),
    createClassDiaryModule({ db, clock }),
    createWorkloadModule({ db, clock }),
    createChemistryModule({ clock, storage }),
    privacyModule,
    retentionModule,
    createAssistantModule({ db, clock, config, model }),
  ];
  studentLists.dropOnChangingWrites(app);
  readAudit.watch(app);
  await registerModules(app, modules);

  // The game runtime first: the web app's pages are every other path.
  const gamesFallback = config.GAMES_DIST ? await serveWebApp(app, config.GAMES_DIST, GAME_RUNTIME_PATH) : null;
  const webFallback = config.WEB_DIST ? await serveWebApp(app, config.WEB_DIST, '/', [GAME_RUNTIME_PATH]) : null;
  registerNotFoundHandler(app, [gamesFallback, webFallback]);
  return app;
}
