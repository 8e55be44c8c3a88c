import {
  type DataKept,
  PERSONAL_DATA_CATEGORIES,
  PERSONAL_DATA_CATEGORY_LABELS,
  PERSONAL_DATA_PURPOSE_LABELS,
  PERSONAL_DATA_PURPOSES,
  type PersonalDataCategory,
  type PersonalDataPurpose,
} from '@ava/contracts';

/**
 * Every column of the database, declared (issue 27 part 1): a column holding personal data
 * names its category, under its table's purpose; `other` lists the columns that hold none.
 * `id`, `platform_id`, `created_at` and `updated_at` are `other` unless a table declares them.
 * `npm run lint` fails when a column is missing here or named here without existing
 * (`scripts/check-personal-data-map.ts`), so a new column is declared with its migration.
 * A column that points at a person (user_id, student_id, author_id...) is personal data too:
 * it ties the row to them, and deletion scans these. A table holding personal data lists its
 * erasure steps (the third argument of `table`): what erasing a person does to its rows; the
 * check fails on a table with personal data and none.
 */
export type TableDeclaration = {
  purpose: PersonalDataPurpose;
  columns: Partial<Record<PersonalDataCategory, readonly string[]>>;
  other: readonly string[];
  /** What erasing a person does to this table (issue 27 part 4); required when it holds personal data. */
  erasure: readonly ErasureStep[];
};

/**
 * One thing the erasure of a person (`modules/privacy/erasure/erase-person.ts`) does to a table.
 * `files` names the columns holding storage keys of the rows removed: their files go too.
 */
export type ErasureStep =
  /** Rows where one of `columns` is the person are deleted. */
  | { kind: 'remove'; columns: readonly string[]; files?: readonly string[] }
  /** Rows whose `column` points at a row of `parent` that the erasure removes are deleted with it. */
  | { kind: 'under'; parent: string; column: string }
  /** `columns` naming the person are pointed at the erasure's stand-in ('Pessoa removida'): others' records keep their shape. */
  | { kind: 'standIn'; columns: readonly string[] }
  /** The person's rows someone else answered (`parent` of another's row) get the stand-in; the rest are deleted. */
  | { kind: 'standInIfAnswered'; column: string; parent: string }
  /** `columns` naming the person are set to null. */
  | { kind: 'clear'; columns: readonly string[] }
  /** The person is taken out of a list: a uuid array (`ids`) or a JSON array whose entries name them (`json`). */
  | { kind: 'prune'; column: string; shape: 'ids' | 'json' }
  /** Rows whose `columns` mention the person (id, username, e-mail or full name) are deleted. */
  | { kind: 'mentions'; columns: readonly string[] }
  /** Nothing to do: `reason` says why the personal data left is no longer the person's once the rest is gone. */
  | { kind: 'keep'; reason: string };

/** The erasure steps, written briefly: column lists are space-separated like the declarations. */
export const erase = {
  remove: (columns: string, files?: string): ErasureStep => ({
    kind: 'remove',
    columns: words(columns),
    ...(files ? { files: words(files) } : {}),
  }),
  under: (parent: string, column: string): ErasureStep => ({ kind: 'under', parent, column }),
  standIn: (columns: string): ErasureStep => ({ kind: 'standIn', columns: words(columns) }),
  standInIfAnswered: (column: string, parent: string): ErasureStep => ({ kind: 'standInIfAnswered', column, parent }),
  clear: (columns: string): ErasureStep => ({ kind: 'clear', columns: words(columns) }),
  prune: (column: string, shape: 'ids' | 'json'): ErasureStep => ({ kind: 'prune', column, shape }),
  mentions: (columns: string): ErasureStep => ({ kind: 'mentions', columns: words(columns) }),
  keep: (reason: string): ErasureStep => ({ kind: 'keep', reason }),
};

type Written = Partial<Record<PersonalDataCategory | 'other', string>>;

const words = (list: string | undefined) => (list ? list.split(/\s+/).filter(Boolean) : []);

function table(purpose: PersonalDataPurpose, written: Written, erasure: readonly ErasureStep[] = []): TableDeclaration {
  const { other, ...personal } = written;
  const columns = Object.fromEntries(Object.entries(personal).map(([category, list]) => [category, words(list)]));
  return { purpose, columns, other: words(other), erasure };
}

/** Columns every table may have that say nothing about a person. */
export const COMMON_COLUMNS = ['id', 'platform_id', 'created_at', 'updated_at'] as const;

export const PERSONAL_DATA_MAP: Record<string, TableDeclaration> = {
  // Accounts and sign-in
  users: table(
    'account',
    {
      identification: 'id external_id username name password_hash avatar_url',
      contact: 'email email_verified_at',
      school_record: 'role level',
      usage: 'preferred_language virtual_tour accessibility interactive_map_energy blocked_at',
    },
    [erase.remove('id', 'avatar_url')],
  ),
  user_profiles: table(
    'account',
    {
      identification: 'user_id photo_key avatar img_type birthday',
      contact: 'phone',
      sensitive: 'race',
      usage: 'flexible_menu background_id shortcuts category_ids',
    },
    [erase.remove('user_id', 'photo_key')],
  ),
  user_addresses: table(
    'account',
    {
      identification: 'user_id',
      contact: 'zipcode street number complement neighborhood city state',
    },
    [erase.remove('user_id')],
  ),
  profile_settings: table(
    'account',
    {
      identification: 'user_id',
      usage: 'hide_navbar animated_map customizable_dashboard',
    },
    [erase.remove('user_id')],
  ),
  student_responsibles: table(
    'family',
    {
      identification: 'student_id name relationship',
      contact: 'email phone',
    },
    [erase.remove('student_id')],
  ),
  sessions: table(
    'security',
    {
      identification: 'user_id',
      usage: 'opened_by expires_at revoked_at',
      other: 'token_hash',
    },
    [erase.remove('user_id opened_by')],
  ),
  account_tokens: table(
    'security',
    {
      identification: 'user_id',
      usage: 'used_at',
      other: 'purpose token_hash expires_at',
    },
    [erase.remove('user_id')],
  ),
  secret_answers: table('security', { identification: 'user_id', user_content: 'answer_hash', other: 'question_id' }, [
    erase.remove('user_id'),
  ]),
  profile_error_reports: table('support', { identification: 'user_id', user_content: 'message', other: 'school_id' }, [
    erase.remove('user_id'),
  ]),
  sign_up_codes: table('account', { other: 'code school_id active expires_at' }),
  access_codes: table(
    'security',
    {
      identification: 'user_id created_by',
      usage: 'used_at',
      other: 'classroom_id kind code_hash expires_at',
    },
    [erase.remove('user_id'), erase.standIn('created_by')],
  ),
  sign_in_providers: table('account', { other: 'kind settings' }),
  sso_sign_ins: table('security', { other: 'state_hash code_verifier nonce redirect_uri expires_at' }),
  used_sign_in_tokens: table('security', { other: 'provider jti expires_at' }),
  ledger_transfer_passwords: table('security', { identification: 'user_id password_hash' }, [erase.remove('user_id')]),

  // Schools, classrooms and families
  platforms: table('school_management', { other: 'slug name kind contract admin_slug theme features' }),
  school_groups: table('school_management', { other: 'name external_id' }),
  schools: table('school_management', { other: 'school_group_id name external_id' }),
  grades: table('school_management', { other: 'name stage' }),
  classrooms: table('school_management', { other: 'school_id grade_id name year' }),
  classroom_members: table('school_management', { school_record: 'user_id role', other: 'classroom_id' }, [
    erase.remove('user_id'),
  ]),
  school_memberships: table(
    'school_management',
    {
      school_record: 'user_id position',
      usage: 'accepted_at confirmed_at',
      other: 'school_id',
    },
    [erase.remove('user_id')],
  ),
  guardian_links: table('family', { identification: 'guardian_id student_id managed' }, [
    erase.remove('guardian_id student_id'),
  ]),
  guardian_subscriptions: table(
    'family',
    {
      identification: 'guardian_id',
      other: 'plan status provider checkout_reference provider_subscription_id paid_at',
    },
    [erase.remove('guardian_id')],
  ),
  student_loads: table(
    'school_management',
    {
      identification: 'created_by students accounts',
      other: 'school_id status total done error',
    },
    [erase.standIn('created_by'), erase.prune('students', 'json'), erase.prune('accounts', 'json')],
  ),
  menus: table('school_management', { other: 'audience parent_id slug position active' }),
  dashboard_banners: table('school_management', {
    other: 'title description image_url link_url stage position starts_at ends_at',
  }),
  integrations: table('school_management', { other: 'name icon_url launch_url audience active' }),
  integration_secrets: table('security', { other: 'secret' }),

  // Activities and their deliveries
  activities: table(
    'teaching',
    {
      identification: 'teacher_id',
      other:
        'classroom_id kind title start_time end_time workload bncc keywords layout details config image_url observation general_notes creation_step published act_status archived_at concluded_at',
    },
    [erase.standIn('teacher_id')],
  ),
  activity_students: table(
    'teaching',
    {
      identification: 'student_id',
      school_record: 'status delivered_at score pokz evaluated_at reached_goal',
      user_content: 'response_text draft teacher_comment',
      usage: 'last_access_at',
      other: 'activity_id',
    },
    [erase.remove('student_id')],
  ),
  activity_files: table(
    'teaching',
    {
      identification: 'student_id',
      user_content: 'storage_key file_name content_type size',
      other: 'activity_id',
    },
    [erase.remove('student_id', 'storage_key')],
  ),
  activity_favorites: table('teaching', { usage: 'user_id', other: 'activity_id' }, [erase.remove('user_id')]),
  drafts: table('teaching', { identification: 'user_id', user_content: 'payload', other: 'kind' }, [
    erase.remove('user_id'),
  ]),
  essay_bookmarks: table(
    'teaching',
    {
      identification: 'student_id teacher_id',
      user_content: 'position essay_text',
      other: 'activity_id',
    },
    [erase.remove('student_id'), erase.standIn('teacher_id')],
  ),
  forum_comments: table(
    'teaching',
    {
      identification: 'author_id anonymous',
      user_content: 'body',
      school_record: 'reached_purpose',
      other: 'activity_id trail_id parent_id',
    },
    [erase.standInIfAnswered('author_id', 'parent_id')],
  ),
  forum_applause: table('teaching', { usage: 'user_id', other: 'comment_id' }, [erase.remove('user_id')]),
  forum_favorites: table('teaching', { usage: 'user_id', other: 'comment_id' }, [erase.remove('user_id')]),
  certificates: table(
    'teaching',
    {
      identification: 'user_id holder_name',
      school_record: 'source source_id title workload_minutes issued_at code',
      usage: 'viewed_at downloads last_downloaded_at validations last_validated_at',
    },
    [erase.remove('user_id')],
  ),
  class_diary_lessons: table(
    'school_management',
    {
      identification: 'author_id',
      other: 'classroom_id date subject bncc content lessons',
    },
    [erase.standIn('author_id')],
  ),
  class_diary_absences: table('school_management', { school_record: 'student_id', other: 'lesson_id' }, [
    erase.remove('student_id'),
  ]),

  // Exams
  exams: table(
    'teaching',
    {
      identification: 'author_id',
      other:
        'external_id description guidance image_key layout_id bncc keywords grade_ids tags pcd_sign pcd_voice printed status',
    },
    [erase.standIn('author_id')],
  ),
  exam_questions: table('teaching', { other: 'exam_id question_id position printed' }),
  exam_favorites: table('teaching', { usage: 'user_id', other: 'exam_id' }, [erase.remove('user_id')]),
  exam_ratings: table('teaching', { usage: 'user_id rating', other: 'exam_id' }, [erase.remove('user_id')]),
  activity_exams: table('teaching', { other: 'activity_id exam_id duration paused_at' }),
  mock_exams: table('teaching', { other: 'exam_id discipline duration withdrawn_at' }),
  exam_attempts: table(
    'teaching',
    {
      identification: 'student_id',
      school_record: 'started_at deadline_at finished_at question_order alternative_order score finish_reason',
      other: 'activity_id mock_exam_id',
    },
    [erase.remove('student_id')],
  ),
  exam_answers: table(
    'teaching',
    {
      school_record: 'attempt_id alternative_id answered_at',
      other: 'question_id client_seq',
    },
    [erase.under('exam_attempts', 'attempt_id')],
  ),
  exam_nullifications: table('teaching', { other: 'activity_id question_id reason' }),

  // Question bank and authoring
  questions: table(
    'teaching',
    {
      identification: 'author_id',
      other: 'question_txt question_img question_snd bncc keywords grade_id subject classifications likes uses deleted',
    },
    [erase.standIn('author_id')],
  ),
  question_alternatives: table('teaching', {
    other: 'question_id position alternative_txt alternative_img alternative_snd correct_alternative',
  }),
  question_likes: table('teaching', { usage: 'user_id', other: 'question_id' }, [erase.remove('user_id')]),
  quizzes: table('teaching', { identification: 'author_id', other: 'title description' }, [erase.standIn('author_id')]),
  quiz_questions: table('teaching', { other: 'quiz_id question_id position' }),
  bncc_codes: table('teaching', { other: 'code description' }),

  // Learning trails
  learning_trails: table(
    'teaching',
    {
      identification: 'author_id',
      other: 'external_id title guidance image_key layout bncc keywords grade_ids tags pcd_sign pcd_voice status',
    },
    [erase.standIn('author_id')],
  ),
  trail_items: table('teaching', { other: 'trail_id title type content position files editor_files questions' }),
  activity_trails: table('teaching', { other: 'activity_id trail_id' }),
  trail_favorites: table('teaching', { usage: 'user_id', other: 'trail_id' }, [erase.remove('user_id')]),
  trail_ratings: table('teaching', { usage: 'user_id rating', other: 'trail_id' }, [erase.remove('user_id')]),
  trail_journeys: table(
    'teaching',
    {
      identification: 'student_id',
      school_record: 'started_at finished_at last_item_id',
      other: 'activity_id',
    },
    [erase.remove('student_id')],
  ),
  trail_progress: table(
    'teaching',
    {
      identification: 'student_id',
      school_record: 'done score',
      user_content: 'annotation bookmark',
      other: 'activity_id item_id',
    },
    [erase.remove('student_id')],
  ),
  trail_quiz_answers: table(
    'teaching',
    {
      identification: 'student_id',
      school_record: 'alternative_id correct',
      other: 'activity_id item_id question_id',
    },
    [erase.remove('student_id')],
  ),

  // Challenges, games and the game layer
  game_contents: table(
    'teaching',
    {
      identification: 'author_id',
      other:
        'seed_key step finished status title objective interaction engine layout variation external_url data settings keywords bncc grade_ids subject tags pcd_sign pcd_voice shared daily',
    },
    [erase.standIn('author_id')],
  ),
  game_favorites: table('gamification', { usage: 'user_id', other: 'content_id' }, [erase.remove('user_id')]),
  game_ratings: table('gamification', { usage: 'user_id rating', other: 'content_id' }, [erase.remove('user_id')]),
  game_levels: table('gamification', { other: 'level color image_url requisitions' }),
  game_play_tokens: table(
    'gamification',
    {
      identification: 'user_id',
      other: 'token_hash content_id sandbox expires_at',
    },
    [erase.remove('user_id')],
  ),
  game_results: table(
    'gamification',
    {
      identification: 'user_id',
      school_record: 'score pokz right_rounds total_rounds elapsed_seconds rounds answer',
      other: 'content_id play_token_hash scoring_rule scoring_id',
    },
    [erase.remove('user_id')],
  ),
  activity_games: table('teaching', { other: 'activity_id content_id position' }),
  homework_game_results: table(
    'teaching',
    {
      identification: 'student_id',
      school_record: 'score pokz game_result_id',
      other: 'activity_id content_id',
    },
    [erase.remove('student_id')],
  ),
  map_energy_events: table('gamification', { identification: 'user_id', usage: 'kind source user_map gained' }, [
    erase.remove('user_id'),
  ]),
  hall_of_fame_seasons: table('gamification', { other: 'name start_month end_month rewards' }),
  hall_of_fame_totals: table(
    'gamification',
    {
      identification: 'student_id',
      school_record: 'year_month score_sum games_played',
      other: 'school_id classroom_id grade_id',
    },
    [erase.standIn('student_id')],
  ),
  hall_of_fame_reward_claims: table(
    'gamification',
    {
      identification: 'student_id',
      school_record: 'pokz badges classroom_position school_position',
      other: 'season_id',
    },
    [erase.standIn('student_id')],
  ),
  park_games: table('gamification', { other: 'content_id description price position' }),
  park_arcades: table(
    'gamification',
    {
      identification: 'user_id',
      usage: 'checkout_id game_id score right_rounds total_rounds elapsed_seconds finished_at',
    },
    [erase.remove('user_id')],
  ),
  park_spends: table(
    'gamification',
    {
      identification: 'user_id',
      usage: 'kind credits game_id day checked_in_at',
      other: 'idempotency_key fingerprint answer',
    },
    [erase.remove('user_id')],
  ),
  store_categories: table('gamification', { other: 'parent_id slug name kind position' }),
  store_products: table('gamification', {
    other: 'category_id sub_category_id name description price stock item position retired_at',
  }),
  store_purchases: table(
    'gamification',
    {
      identification: 'user_id',
      usage: 'product_id posting_id price repeatable',
    },
    [erase.remove('user_id')],
  ),
  store_worn_items: table('gamification', { identification: 'user_id', usage: 'option product_id worn_at' }, [
    erase.remove('user_id'),
  ]),
  store_home_pieces: table('gamification', { identification: 'user_id', usage: 'product_id layer x y placed_at' }, [
    erase.remove('user_id'),
  ]),
  store_pets: table(
    'gamification',
    {
      identification: 'user_id',
      user_content: 'name',
      usage: 'species bathed_at fed_at played_at',
    },
    [erase.remove('user_id')],
  ),
  store_pet_items: table('gamification', { identification: 'user_id', usage: 'slot product_id worn_at' }, [
    erase.remove('user_id'),
  ]),

  // The pokz ledger
  ledger_accounts: table(
    'gamification',
    {
      identification: 'user_id',
      school_record: 'balance',
      other: 'kind currency',
    },
    [erase.clear('user_id')],
  ),
  ledger_entries: table('gamification', { school_record: 'account_id amount event', other: 'posting_id seq' }, [
    erase.keep("the amounts stay in the ledger (every posting balances); their account is no longer anyone's"),
  ]),
  ledger_postings: table('gamification', { other: 'idempotency_key event_type source fingerprint answer' }),
  ledger_investments: table(
    'gamification',
    {
      identification: 'user_id',
      school_record: 'principal daily_rate invested_at redeemed_at days interest',
      other: 'currency invest_posting_id redeem_posting_id',
    },
    [erase.remove('user_id')],
  ),
  ledger_transfers: table(
    'gamification',
    {
      identification: 'sender_id receiver_id',
      school_record: 'amount',
      other: 'posting_id classroom_id',
    },
    [erase.standIn('sender_id receiver_id')],
  ),

  // Library
  library_items: table('teaching', {
    other:
      'card_type title subtitle description subject grade_ids bncc body_html video_url file_key audio_key cover_key attachments downloadable search_text search_vector',
  }),
  library_words: table('teaching', { other: 'word' }),
  library_favorites: table('teaching', { usage: 'user_id', other: 'item_id' }, [erase.remove('user_id')]),
  library_downloads: table('teaching', { usage: 'user_id', other: 'item_id' }, [erase.remove('user_id')]),
  library_ratings: table('teaching', { usage: 'user_id rating', other: 'item_id' }, [erase.remove('user_id')]),
  library_workloads: table('school_management', { identification: 'user_id', usage: 'card_type day minutes' }, [
    erase.remove('user_id'),
  ]),

  // Messages, notifications, schedules, help
  conversations: table('communication', { identification: 'user_a user_b', usage: 'last_message_at' }, [
    erase.remove('user_a user_b'),
  ]),
  messages: table(
    'communication',
    {
      identification: 'sender_id recipient_id',
      user_content: 'body image_key',
      usage: 'read_at',
      other: 'conversation_id about_id',
    },
    [erase.remove('sender_id recipient_id', 'image_key'), erase.clear('about_id')],
  ),
  message_reports: table(
    'communication',
    {
      identification: 'reporter_id',
      user_content: 'reason',
      other: 'message_id',
    },
    [erase.remove('reporter_id')],
  ),
  notifications: table(
    'communication',
    {
      identification: 'sender_id audience_ids',
      other: 'kind title body link image_key list_type',
    },
    [erase.clear('sender_id'), erase.prune('audience_ids', 'ids')],
  ),
  notification_recipients: table(
    'communication',
    {
      identification: 'user_id',
      usage: 'read_at archived_at deleted_at',
      other: 'notification_id',
    },
    [erase.remove('user_id')],
  ),
  notification_settings: table(
    'communication',
    { identification: 'user_id', usage: 'channels quiet_start quiet_end' },
    [erase.remove('user_id')],
  ),
  notification_stream_tickets: table('communication', { identification: 'user_id', other: 'ticket_hash expires_at' }, [
    erase.remove('user_id'),
  ]),
  web_push_subscriptions: table('communication', { identification: 'user_id', contact: 'endpoint p256dh auth' }, [
    erase.remove('user_id'),
  ]),
  outbox: table('communication', { contact: 'to', user_content: 'subject text html' }, [
    erase.mentions('to subject text html'),
  ]),
  schedules: table(
    'communication',
    {
      identification: 'author_id',
      other: 'type status title start_date end_date all_day location content authorization_text questions published_at',
    },
    [erase.standIn('author_id')],
  ),
  schedule_classrooms: table('communication', { other: 'schedule_id classroom_id' }),
  schedule_messages: table('communication', { other: 'schedule_id message' }),
  schedule_recipients: table(
    'communication',
    {
      identification: 'guardian_id student_id',
      user_content: 'decision answers',
      usage: 'read_at answered_at favorite archived',
      other: 'schedule_id classroom_id code_hash code_expires_at code_tries',
    },
    [erase.remove('guardian_id student_id')],
  ),
  schedule_feeds: table('communication', { identification: 'guardian_id', other: 'token' }, [
    erase.remove('guardian_id'),
  ]),
  help_subjects: table('support', { other: 'name position active' }),
  help_tickets: table(
    'support',
    {
      identification: 'requester_id',
      user_content: 'title description',
      other: 'number subject_id status comments_count closed_at',
    },
    [erase.remove('requester_id')],
  ),
  help_comments: table(
    'support',
    {
      identification: 'author_id',
      user_content: 'body',
      other: 'ticket_id from_back_office status_change',
    },
    [erase.under('help_tickets', 'ticket_id'), erase.standIn('author_id')],
  ),
  feedbacks: table(
    'support',
    {
      identification: 'user_id',
      user_content: 'comment',
      other: 'role feedback_type page',
    },
    [erase.remove('user_id')],
  ),
  issue_reports: table(
    'support',
    {
      identification: 'user_id',
      user_content: 'observation',
      other: 'type type_id issue_type_id',
    },
    [erase.remove('user_id')],
  ),
  issue_types: table('support', { other: 'type subject description enable_obs_text medium_id position' }),

  // Live classes, time and reports
  online_rooms: table(
    'school_management',
    {
      identification: 'teacher_id',
      other: 'classroom_id title start status meeting_url closed_at',
    },
    [erase.standIn('teacher_id')],
  ),
  room_time_logs: table(
    'school_management',
    {
      identification: 'user_id',
      usage: 'seconds joined_at last_seen_at',
      other: 'room_id',
    },
    [erase.remove('user_id')],
  ),
  time_logs: table(
    'school_management',
    {
      identification: 'user_id',
      usage: 'day active_seconds interaction_seconds last_active_at last_interaction_at',
    },
    [erase.remove('user_id')],
  ),
  report_activity_totals: table('school_management', {
    other: 'activity_id assigned delivered score_sum score_count pokz',
  }),
  report_time_months: table('school_management', { identification: 'user_id', usage: 'month active_seconds' }, [
    erase.remove('user_id'),
  ]),

  // The AI assistant's chats: what a person asked and was answered
  assistant_chats: table('teaching', { identification: 'user_id', user_content: 'title', other: 'status' }, [
    erase.remove('user_id'),
  ]),
  assistant_messages: table(
    'teaching',
    {
      user_content: 'content',
      usage: 'refused',
      other: 'chat_id role sources',
    },
    [erase.under('assistant_chats', 'chat_id')],
  ),

  // The essay assistant: proposed marks on a student's essay and its estimated scores
  essay_suggestions: table(
    'teaching',
    {
      identification: 'student_id requested_by decided_by',
      user_content: 'position essay_text',
      other: 'activity_id chat_id source status rule bookmark_id',
    },
    [erase.remove('student_id'), erase.clear('requested_by decided_by')],
  ),
  essay_assessments: table(
    'teaching',
    {
      identification: 'student_id requested_by',
      school_record: 'scores',
      other: 'activity_id rubric',
    },
    [erase.remove('student_id'), erase.clear('requested_by')],
  ),

  // Privacy: who read a child's data (the reader's own data too)
  data_access_log: table(
    'security',
    {
      identification: 'student_id reader_id reader_role',
      usage: 'what resource_id route ip user_agent',
    },
    [erase.remove('student_id'), erase.standIn('reader_id')],
  ),

  // Privacy: what erasures did (no personal data by design), retention periods and the daily runs
  erasure_records: table('security', { other: 'reason requested_by_role tables files_removed' }),
  retention_settings: table('security', { other: 'category months' }),
  retention_runs: table('security', { other: 'removed accounts_erased' }),
  // Requests for a person's data: who asked, for whom, and the export's file (its key names the request only).
  privacy_requests: table(
    'security',
    {
      identification: 'subject_id requested_by requested_by_role',
      usage: 'confirmed_at started_at finished_at downloaded_at download_count',
      other: 'kind status file_key file_size link_expires_at summary',
    },
    // The request stays as the record that it was asked and done, naming nobody.
    [erase.clear('subject_id requested_by')],
  ),
  // Privacy: consent to the optional purposes, who decided and on which text
  consent_decisions: table(
    'account',
    {
      identification: 'subject_id decided_by decided_as',
      usage: 'purpose granted text_version',
      other: 'seq',
    },
    [erase.remove('subject_id'), erase.clear('decided_by')],
  ),
  consents_granted: table('account', { identification: 'subject_id', usage: 'purpose', other: 'decision_id' }, [
    erase.remove('subject_id'),
  ]),

  // Files, links and jobs
  stored_files: table(
    'teaching',
    {
      identification: 'owner_id',
      user_content: 'key file_name content_type size',
      other: 'namespace category',
    },
    [erase.remove('owner_id', 'key')],
  ),
  short_links: table('teaching', { identification: 'created_by', other: 'key target manual expires_at' }, [
    erase.clear('created_by'),
  ]),
  // A job's payload names the people it works for (a notification's recipients, an export's owner).
  jobs: table(
    'security',
    {
      identification: 'payload',
      other: 'kind run_at attempts max_attempts locked_at locked_by last_error failed_at',
    },
    [erase.mentions('payload')],
  ),
};

/** The map read by a person: each category of data kept, with every purpose a table keeps it for. */
export function dataKeptByCategory(
  map: Readonly<Record<string, TableDeclaration>> = PERSONAL_DATA_MAP,
): DataKept['categories'] {
  return PERSONAL_DATA_CATEGORIES.flatMap((category) => {
    const purposes = new Set(
      Object.values(map)
        .filter((declaration) => (declaration.columns[category]?.length ?? 0) > 0)
        .map((declaration) => declaration.purpose),
    );
    if (purposes.size === 0) return [];
    return [
      {
        category,
        label: PERSONAL_DATA_CATEGORY_LABELS[category],
        purposes: PERSONAL_DATA_PURPOSES.filter((purpose) => purposes.has(purpose)).map((purpose) => ({
          purpose,
          label: PERSONAL_DATA_PURPOSE_LABELS[purpose],
        })),
      },
    ];
  });
}
