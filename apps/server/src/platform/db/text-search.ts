import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

const literally = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A `like` pattern that finds `text` anywhere, its `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${literally(text)}%`;

/** A `like` pattern of what starts with `prefix`, taken literally. */
export const startsWithPattern = (prefix: string) => `${literally(prefix)}%`;

/** Text lowered and without accents, as `foldedColumn` compares it ('Óculos' → 'oculos'). */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A column lowered and without Portuguese accents, to compare with `foldText` of what was typed. */
export const foldedColumn = (column: AnyPgColumn): SQL => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;
