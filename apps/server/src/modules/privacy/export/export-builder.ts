import type { PersonalDataPurpose } from '@ava/contracts';
import { PERSONAL_DATA_PURPOSE_LABELS } from '@ava/contracts';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import type { Database } from '../../../platform/db/database.ts';
import { rowsOf } from '../../../platform/db/rows.ts';
import { PERSONAL_DATA_MAP, type TableDeclaration } from '../../../platform/privacy/personal-data-map.ts';
import type { FileStore } from '../../../platform/storage/file-store.ts';

/** Each purpose of the map is one JSON file of the zip, named in Portuguese. */
const AREA_FILES: Record<PersonalDataPurpose, string> = {
  account: 'conta-e-perfil',
  teaching: 'atividades-redacoes-provas-e-trilhas',
  school_management: 'turmas-e-vida-escolar',
  gamification: 'jogos-pontos-e-pokz',
  communication: 'mensagens-e-avisos',
  family: 'familia',
  support: 'suporte',
  security: 'seguranca-e-acessos',
};

/** Tables whose rows say nothing the person would want or could use: credentials and the job queue. */
const SKIPPED_TABLES = new Set(['jobs', 'sessions', 'account_tokens', 'secret_answers']);
/** Columns never exported: hashes of secrets. */
const isSecret = (column: string) => column.endsWith('_hash');
/** A table's rows of one person, at most: a year of a busy student's activity is far below it. */
const ROW_LIMIT = 200_000;

interface PersonColumns {
  table: string;
  /** The columns naming the person whose row it is (user_id, student_id, author_id...), first the owner's. */
  columns: string[];
  hasPlatform: boolean;
  declaration: TableDeclaration;
}

export interface ExportSummary {
  /** Rows per area file, and the files the person uploaded: counts only, no personal data. */
  areas: Record<string, number>;
  files: number;
}

/**
 * Builds the zip of everything the platform keeps of one person (issue 27 part 3) by walking the
 * personal-data map: in every declared table, the rows whose identification columns of type uuid
 * name the person, grouped in one JSON file per purpose, and the bytes of every file they
 * uploaded. A row found through its first such column (the row's owner: user_id, student_id,
 * author_id...) is exported whole but for secret hashes; one found through another column (the
 * person as reader, corrector, requester of someone else's row) keeps only that column and what
 * the map declares as usage or `other`, so a teacher's export never carries a student's essay.
 */
export function createExportBuilder(deps: { db: Database; fileStore: FileStore }) {
  const { db, fileStore } = deps;
  let personColumns: Promise<PersonColumns[]> | null = null;

  async function loadPersonColumns(): Promise<PersonColumns[]> {
    const rows = rowsOf<{ table_name: string; column_name: string; data_type: string; ordinal_position: number }>(
      await db.execute(sql`
        select table_name, column_name, data_type, ordinal_position from information_schema.columns
        where table_schema = current_schema() order by table_name, ordinal_position`),
    );
    const types = new Map<string, Map<string, string>>();
    for (const row of rows) {
      const columns = types.get(row.table_name) ?? new Map<string, string>();
      columns.set(row.column_name, row.data_type);
      types.set(row.table_name, columns);
    }
    return Object.entries(PERSONAL_DATA_MAP).flatMap(([table, declaration]) => {
      const columns = types.get(table);
      if (!columns || SKIPPED_TABLES.has(table)) return [];
      const named = (declaration.columns.identification ?? []).filter(
        (column) => columns.get(column) === 'uuid' && (column !== 'id' || table === 'users'),
      );
      return named.length > 0 ? [{ table, columns: named, hasPlatform: columns.has('platform_id'), declaration }] : [];
    });
  }

  /** What a row found through a column other than its owner's keeps. */
  function secondaryColumns(declaration: TableDeclaration, column: string): Set<string> {
    return new Set([
      'id',
      'created_at',
      'updated_at',
      column,
      ...(declaration.columns.usage ?? []),
      ...declaration.other,
    ]);
  }

  async function rowsOfPerson(entry: PersonColumns, platformId: string, personId: string) {
    const found = new Map<string, Record<string, unknown>>();
    for (const [index, column] of entry.columns.entries()) {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select * from ${sql.identifier(entry.table)}
          where ${sql.identifier(column)} = ${personId}
          ${entry.hasPlatform ? sql`and platform_id = ${platformId}` : sql``}
          limit ${ROW_LIMIT}`),
      );
      const kept = index === 0 ? null : secondaryColumns(entry.declaration, column);
      for (const row of rows) {
        const key = typeof row.id === 'string' ? row.id : JSON.stringify(row);
        if (found.has(key) && kept) continue;
        found.set(
          key,
          Object.fromEntries(
            Object.entries(row).filter(
              ([name]) => !isSecret(name) && name !== 'platform_id' && (!kept || kept.has(name)),
            ),
          ),
        );
      }
    }
    return [...found.values()];
  }

  return {
    /** The zip's bytes and what it holds. */
    async build(platformId: string, personId: string): Promise<{ bytes: Buffer; summary: ExportSummary }> {
      personColumns ??= loadPersonColumns();
      const zip = new JSZip();
      const areas = new Map<PersonalDataPurpose, Record<string, unknown[]>>();
      const summary: ExportSummary = { areas: {}, files: 0 };
      for (const entry of await personColumns) {
        const rows = await rowsOfPerson(entry, platformId, personId);
        if (rows.length === 0) continue;
        const area = areas.get(entry.declaration.purpose) ?? {};
        area[entry.table] = rows;
        areas.set(entry.declaration.purpose, area);
        const file = AREA_FILES[entry.declaration.purpose];
        summary.areas[file] = (summary.areas[file] ?? 0) + rows.length;
      }
      for (const [purpose, tables] of areas) {
        const document = { area: PERSONAL_DATA_PURPOSE_LABELS[purpose], tabelas: tables };
        zip.file(`dados/${AREA_FILES[purpose]}.json`, JSON.stringify(document, jsonValue, 2));
      }
      const files = rowsOf<{ id: string; key: string; namespace: string; file_name: string }>(
        await db.execute(sql`
          select id, key, namespace, file_name from stored_files
          where owner_id = ${personId} and platform_id = ${platformId} order by created_at`),
      );
      for (const file of files) {
        const stored = await fileStore.get(file.key);
        if (!stored) continue;
        // One file open at a time: a person with hundreds of uploads holds no hundred descriptors.
        const bytes = Buffer.concat(await stored.body.toArray());
        // Stored as they are: pictures, audio and PDFs are compressed already, and deflating them
        // again costs the server's CPU for nothing.
        zip.file(`arquivos/${file.namespace}/${file.id.slice(0, 8)}-${file.file_name}`, bytes, {
          compression: 'STORE',
        });
        summary.files += 1;
      }
      zip.file('LEIA-ME.txt', readme(summary));
      const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', streamFiles: true });
      return { bytes, summary };
    },
  };
}

/** JSON of database values: binary columns as base64. */
function jsonValue(_key: string, value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (typeof value === 'bigint') return value.toString();
  return value;
}

function readme(summary: ExportSummary): string {
  const lines = Object.entries(summary.areas).map(([file, count]) => `- dados/${file}.json: ${count} registro(s)`);
  return [
    'Cópia dos dados pessoais guardados pela plataforma (LGPD, art. 18).',
    '',
    'Cada arquivo da pasta "dados" reúne uma finalidade; dentro dele, cada tabela traz os registros da pessoa.',
    ...lines,
    `- arquivos/: ${summary.files} arquivo(s) enviado(s) pela pessoa`,
    '',
  ].join('\n');
}
