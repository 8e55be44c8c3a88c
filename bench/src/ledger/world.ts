/** The ledger bench's classrooms of students, added to the demo platform (prepare.ts) and then loaded. */
export const LEDGER = {
  /** Students per classroom: a transfer goes to a classmate. */
  classroomSize: 30,
  classroomPrefix: 'bench.banco',
  studentPassword: 'senha123',
  transferPassword: '1357',
  /**
   * What each student is granted before the run beyond the price of every product of the store:
   * far more than a day's transfers can send, so that transfers and purchases never run short.
   */
  openingPokz: 1_000,
  /** Pokz a transfer sends: one, so that a student sends TRANSFER_DAILY_LIMIT transfers a day at most. */
  transferAmount: 1,
} as const;

export interface PreparedStudent {
  id: string;
  token: string;
  /** Index of the student's classroom in PreparedLedger.classrooms. */
  classroom: number;
}

/** A product of the demo store a student buys once (not a pack of park credits, bought again and again). */
export interface PreparedProduct {
  id: string;
  price: number;
}

/** What prepare.ts prints (one JSON line) once the data is in place. */
export interface PreparedLedger {
  platformId: string;
  students: PreparedStudent[];
  /** The demo store's products on sale that are owned once: each student may buy each of them. */
  products: PreparedProduct[];
  /** Pokz granted to each student: LEDGER.openingPokz plus the price of every product. */
  openingPokz: number;
  /** The students' indexes in `students`, per classroom. */
  classrooms: number[][];
  seedSeconds: number;
}
