/** The game results' people, tarefas and challenges, added to the demo platform (prepare.ts) and then loaded. */
export const GAME_RESULTS = {
  /** Students who play and save their results; BENCH_GAME_STUDENTS overrides it. */
  students: 200,
  /** Challenges of each tarefa: multiple-choice challenges of the seed's library. */
  gamesPerTarefa: 5,
  classroom: 'bench.desafios',
  studentPassword: 'senha123',
} as const;

/** One challenge of the tarefas: its id and, per round, a right and a wrong option to answer with. */
export interface PreparedChallenge {
  id: string;
  rounds: { order: number; right: string; wrong: string }[];
}

/** What prepare.ts prints (one JSON line) once the data is in place. */
export interface PreparedGameResults {
  /** Each student's id and bearer token. */
  students: { id: string; token: string }[];
  /** The tarefas (homework activities, every student assigned), each to hold every challenge below. */
  tarefaIds: string[];
  challenges: PreparedChallenge[];
  seedSeconds: number;
}
