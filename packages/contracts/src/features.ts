/** Per-tenant feature flags of document 1 section 9 and the experiments of document 3. */
export const FEATURE_FLAGS = [
  'chatSupport',
  'signup',
  'activityDraft',
  'timeTrackers',
  'faq',
  'redirect',
  'email',
  'bncc',
  'gameFullscreen',
  'simulatedExam',
  'webpush',
  'socialSignIn',
  'qrCodeLogin',
  'alternativeLogin',
  'virtualKeyboard',
  'customLogo',
  'randomQuestions',
  'customBackground',
  'corporatePlatform',
  'collabMenu',
  'addressTabProfile',
  'interactiveMap',
  'transferPokz',
  'essayAiFeatures',
  'legacyPark',
  'customAvaChallenges',
  'marsActivities',
  'enableLearning',
  'enableManualFrequency',
  // The AI assistant's chat; an external (OpenAI-compatible) model only where aiExternalModel is
  // also on; educators read their students' chats only where aiTeachersReadChats is on.
  'aiAssistant',
  'aiExternalModel',
  'aiTeachersReadChats',
  // LGPD: students from 12 decide their own optional consents (off: their guardians decide for every minor).
  'studentConsentFrom12',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

const DEFAULT_ON: readonly FeatureFlag[] = [
  'faq',
  'email',
  'bncc',
  'qrCodeLogin',
  'alternativeLogin',
  'randomQuestions',
  'marsActivities',
  'interactiveMap',
  'transferPokz',
];

const CORPORATE_DEFAULTS: Partial<FeatureFlags> = {
  customBackground: true,
  corporatePlatform: true,
  faq: false,
};

export function defaultFeatureFlags(corporate: boolean): FeatureFlags {
  const flags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, DEFAULT_ON.includes(flag)])) as FeatureFlags;
  return corporate ? { ...flags, ...CORPORATE_DEFAULTS } : flags;
}

/** Stored overrides win over the defaults; unknown names are ignored. */
export function resolveFeatureFlags(corporate: boolean, overrides: Record<string, unknown>): FeatureFlags {
  const flags = defaultFeatureFlags(corporate);
  for (const flag of FEATURE_FLAGS) {
    const value = overrides[flag];
    if (typeof value === 'boolean') flags[flag] = value;
  }
  return flags;
}
