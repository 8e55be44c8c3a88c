import { ROLES, type Role } from './roles.ts';

/**
 * The permission table of document 1 section 6. A permission is `verb.feature`
 * with the verbs view, edit and create. The server enforces it; the web app reads
 * the same table to show or hide.
 */
export const PERMISSIONS = [
  // every signed-in person
  'view.profile',
  'view.password',
  'view.address',
  'view.settings',
  'view.avatar',
  // every signed-in person: the help center (their own tickets)
  'view.helpCenter',
  // students
  'view.studentDashboard',
  'view.search',
  'view.scores',
  'view.manuals',
  'view.pendingActivities',
  'view.tourMenu',
  'view.breadcrumb',
  'view.infoFilters',
  'view.accountSwitch',
  'edit.confirmationInfo',
  'create.acceptedDate',
  'create.confirmationDate',
  'create.challengeScore',
  'view.responsibles',
  'view.institutions',
  'view.schoolName',
  'view.planBadge',
  'view.profileConfirmation',
  'view.classrooms',
  // students and educators: the content library (digital classes, books, miscellaneous, audios)
  'view.library',
  // students and educators: the AI assistant's chat, where the platform turned it on (aiAssistant)
  'view.assistant',
  // students and educators: their own pokz (students) or Profz (educators)
  'view.bank',
  'edit.bank',
  // students: transfers and the social-media reward
  'edit.pokz',
  // the store: students browse, buy and own; its administrators browse and keep the catalogue
  'view.store',
  'view.storeInventory',
  'create.storePurchases',
  'edit.storeProducts',
  // students: their own certificates
  'view.certificates',
  // the park: students read their credits and spend them on tickets and arcade games
  'view.park',
  'create.parkSpends',
  // educators
  'view.educatorDashboard',
  'view.usageStatistics',
  'view.classPlanner',
  'view.roleSwitch',
  'create.notifications',
  'create.activities',
  'create.questions',
  'create.accessCodes',
  'view.classDiary',
  'view.schoolReports',
  'view.classStudents',
  'edit.classStudents',
  'create.shortLinks',
  // school educators: the school agenda they write for their schools' classrooms
  'create.schedules',
  // online classrooms: students and school educators list rooms; students join them and report
  // their time; school educators open, edit and close rooms and read the time logs
  'view.onlineClassrooms',
  'create.roomVisits',
  'create.onlineClassrooms',
  // guardians
  'view.guardianDashboard',
  'view.dependents',
  'edit.dependents',
  'view.messageCenter',
  'view.confirmationSteps',
  'view.confirmationDate',
  // messaging: students, educators and guardians; educators send one message to many; the
  // school's coordinators read the reported messages
  'view.messages',
  'create.bulkMessages',
  'view.reportedMessages',
  'view.schedules',
  // everyone but the admin roles
  'view.schoolInfo',
  'view.schoolLabel',
  'view.trailsBackButton',
  // admin roles
  'create.groupSchedules',
  'edit.subscriptions',
  'edit.integrations',
  // admin roles: the help center's back office (every ticket of the platform)
  'edit.helpTickets',
  // school coordinators and the school administration: school data and the bulk load of students
  'edit.schoolData',
  // guardians and adults: what the platform keeps of their dependents (or of themselves) and who read it (LGPD)
  'view.privacy',
  // the school administration and the back office: the detailed log of reads of a child's data
  'view.accessLog',
  // everyone: ask for a copy or the erasure of their own data or a dependent's (students only when adults)
  'create.privacyRequests',
  // the school administration and the back office: every data request of the platform
  'manage.privacyRequests',
  // the school administration and the back office: how long personal data is kept (retention)
  'edit.retention',
  // everyone: the optional consents (LGPD) of themself or of their dependents; the service decides who may
  'edit.consents',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const everyone: Permission[] = [
  'view.profile',
  'view.password',
  'view.address',
  'view.settings',
  'view.avatar',
  'view.helpCenter',
  'create.privacyRequests',
  'edit.consents',
];
const nonAdmin: Permission[] = ['view.schoolLabel', 'view.trailsBackButton', 'view.messages'];

const student: Permission[] = [
  ...everyone,
  ...nonAdmin,
  'view.studentDashboard',
  // their own 'Privacidade': what is kept and why, their consents where they decide them
  'view.privacy',
  'view.search',
  'view.scores',
  'view.manuals',
  'view.pendingActivities',
  'view.tourMenu',
  'view.breadcrumb',
  'view.infoFilters',
  'view.accountSwitch',
  'view.profileConfirmation',
  'edit.confirmationInfo',
  'create.acceptedDate',
  'create.confirmationDate',
  'create.challengeScore',
  'view.classrooms',
  'view.library',
  'view.assistant',
  'view.bank',
  'edit.bank',
  'edit.pokz',
  'view.store',
  'view.storeInventory',
  'create.storePurchases',
  'view.certificates',
  'view.park',
  'create.parkSpends',
];
const schoolStudent: Permission[] = [
  ...student,
  'view.responsibles',
  'view.institutions',
  'view.schoolName',
  'view.schoolInfo',
  'view.onlineClassrooms',
  'create.roomVisits',
];
const educator: Permission[] = [
  ...everyone,
  ...nonAdmin,
  'view.educatorDashboard',
  'view.institutions',
  'view.usageStatistics',
  'view.classPlanner',
  'view.roleSwitch',
  'create.notifications',
  'create.activities',
  'create.questions',
  'create.accessCodes',
  'view.classrooms',
  'view.classStudents',
  'edit.classStudents',
  'view.library',
  'view.assistant',
  'create.shortLinks',
  'view.bank',
  'edit.bank',
  'create.bulkMessages',
  'view.privacy',
];
const schoolEducator: Permission[] = [
  ...educator,
  'view.schoolInfo',
  'view.classDiary',
  'view.schoolReports',
  'create.schedules',
  'view.onlineClassrooms',
  'create.onlineClassrooms',
];
const guardian: Permission[] = [
  ...everyone,
  ...nonAdmin,
  'view.guardianDashboard',
  'view.dependents',
  'edit.dependents',
  'view.messageCenter',
  'view.confirmationSteps',
  'view.confirmationDate',
  'create.confirmationDate',
  'create.acceptedDate',
  'view.profileConfirmation',
  'view.roleSwitch',
  'view.schedules',
  'view.privacy',
];
const admin: Permission[] = [
  ...everyone,
  'view.educatorDashboard',
  'create.shortLinks',
  'edit.helpTickets',
  'view.privacy',
];
/** Who keeps a platform's store: its school administration and the back office. */
const storeKeeper: Permission[] = ['view.store', 'edit.storeProducts'];
const pedagogyMasters: readonly Role[] = ['master_pedagogy', 'provider_master_pedagogy'];

const table: Record<Role, ReadonlySet<Permission>> = Object.fromEntries(
  ROLES.map((role) => [role, new Set(permissionsOf(role))]),
) as unknown as Record<Role, ReadonlySet<Permission>>;

function permissionsOf(role: Role): Permission[] {
  switch (role) {
    case 'b2c_student':
      return [...student, 'view.planBadge'];
    case 'school_student':
    case 'private_student':
      return schoolStudent;
    case 'school_teacher':
    case 'school_assistant':
      return schoolEducator;
    case 'school_coordinator':
      return [...schoolEducator, 'view.reportedMessages', 'edit.schoolData'];
    case 'private_teacher':
      return educator;
    case 'guardian':
      return guardian;
    case 'back_office':
    case 'super_admin':
      return [
        ...admin,
        ...storeKeeper,
        'create.groupSchedules',
        'edit.subscriptions',
        'edit.integrations',
        'edit.schoolData',
        'view.accessLog',
        'manage.privacyRequests',
        'edit.retention',
      ];
    case 'school_admin':
      return [
        ...admin,
        ...storeKeeper,
        'create.groupSchedules',
        'edit.schoolData',
        'view.accessLog',
        'manage.privacyRequests',
        'edit.retention',
      ];
    default:
      return pedagogyMasters.includes(role) ? admin : [...admin, 'create.groupSchedules', 'edit.schoolData'];
  }
}

export function can(role: Role, permission: Permission): boolean {
  return table[role].has(permission);
}

export function permissionsFor(role: Role): Permission[] {
  return [...table[role]];
}
