/**
 * A parser of the chemfig subset teachers write (see ../README.md): atoms and groups (`CH_3`,
 * `COOH`, `H_2O`, `NH_4^+`, `SO_4^{2-}`), bonds `-` `=` `~` with `[angle,length]`, branches
 * `( )` and rings `*n( )` / `**n( )`. Everything else is refused: it reads characters, runs
 * nothing, and stops at its limits (length, depth, atoms, steps, time) whatever the input.
 */
import { CHEMFIG_MAX_LENGTH } from '@ava/contracts';

/** Thrown for any text outside the subset or past a limit; the route answers it with the spec's message. */
export class ChemfigError extends Error {}

export interface ChemfigLimits {
  maxLength: number;
  /** Branches and rings inside one another. */
  maxDepth: number;
  maxAtoms: number;
  /** Parser and layout steps together. */
  maxSteps: number;
  maxMillis: number;
}

export const CHEMFIG_LIMITS: ChemfigLimits = {
  maxLength: CHEMFIG_MAX_LENGTH,
  maxDepth: 12,
  maxAtoms: 150,
  maxSteps: 20_000,
  maxMillis: 200,
};

export type Script = 'base' | 'sub' | 'sup';
export interface Piece {
  text: string;
  script: Script;
}
/** One element of a group with its indices and charges (`H_3` of `CH_3`): bonds leave and reach these. */
export type SubAtom = Piece[];

export type BondKind = 'single' | 'double' | 'triple';
export interface Bond {
  kind: BondKind;
  /** Degrees, counter-clockwise from east; null when the bond keeps the previous bond's angle. */
  angle: { absolute: number } | { relative: number } | null;
  /** Length as a multiple of the default bond length. */
  length: number;
}

export interface Atom {
  /** Empty for a bare vertex (a carbon of a skeletal formula). */
  subatoms: SubAtom[];
  branches: Link[][];
  ring: Ring | null;
}

export interface Link {
  bond: Bond;
  atom: Atom;
}

export interface Ring {
  size: number;
  /** `**n(...)`: an aromatic circle is drawn inside. */
  aromatic: boolean;
  /** At most `size` links; the last of a whole ring closes it on the atom that holds it. */
  links: Link[];
}

export interface Molecule {
  start: Atom;
  links: Link[];
}

const MIN_RING = 3;
const MAX_RING = 8;
const BOND_CHARS: Record<string, BondKind> = { '-': 'single', '=': 'double', '~': 'triple' };
/** Every character the subset uses; a backslash (any TeX command), `$`, `%`, `#`, `&`... is never read. */
const ALLOWED = /^[A-Za-z0-9_^{}()[\]:*\-=~+.,'\s]*$/;
const SCRIPT_CHAR = /[A-Za-z0-9+\-.']/;
const BASE_CHAR = /[a-z0-9+.']/;

/** Counts the work done and stops it past the step or time limit. */
export function createBudget(limits: ChemfigLimits, now: () => number = Date.now) {
  const deadline = now() + limits.maxMillis;
  let steps = 0;
  return {
    step(): void {
      steps += 1;
      if (steps > limits.maxSteps) throw new ChemfigError('too many steps');
      if (steps % 128 === 0 && now() > deadline) throw new ChemfigError('too slow');
    },
  };
}
export type Budget = ReturnType<typeof createBudget>;

export function parseChemfig(input: string, limits: ChemfigLimits, budget: Budget): Molecule {
  if (input.length > limits.maxLength) throw new ChemfigError('too long');
  if (!ALLOWED.test(input)) throw new ChemfigError('character outside the subset');
  const text = input.replace(/\s+/g, '');
  if (text === '') throw new ChemfigError('empty');
  let pos = 0;
  let atoms = 0;

  const fail = (reason: string): never => {
    throw new ChemfigError(`${reason} at ${pos}`);
  };
  const expect = (char: string) => {
    if (text[pos] !== char) fail(`expected ${char}`);
    pos += 1;
  };

  /** `{...}` without nesting, or a single character. */
  function scriptText(): string {
    if (text[pos] === '{') {
      const end = text.indexOf('}', pos);
      if (end < 0) fail('unclosed brace');
      const inner = text.slice(pos + 1, end);
      if (inner === '' || ![...inner].every((char) => SCRIPT_CHAR.test(char))) fail('bad script');
      pos = end + 1;
      return inner;
    }
    const char = text[pos] ?? '';
    if (!SCRIPT_CHAR.test(char)) fail('bad script');
    pos += 1;
    return char;
  }

  function atom(): Atom {
    budget.step();
    const subatoms: SubAtom[] = [];
    let current: SubAtom = [];
    const push = (piece: Piece) => {
      const last = current.at(-1);
      if (last && last.script === piece.script) last.text += piece.text;
      else current.push(piece);
    };
    while (pos < text.length) {
      budget.step();
      const char = text[pos] ?? '';
      if (/[A-Z]/.test(char)) {
        if (current.length > 0) subatoms.push(current);
        current = [];
        push({ text: char, script: 'base' });
        pos += 1;
      } else if (BASE_CHAR.test(char)) {
        push({ text: char, script: 'base' });
        pos += 1;
      } else if (char === '_' || char === '^') {
        pos += 1;
        push({ text: scriptText(), script: char === '_' ? 'sub' : 'sup' });
      } else if (char === '{') {
        push({ text: scriptText(), script: 'base' });
      } else break;
    }
    if (current.length > 0) subatoms.push(current);
    atoms += 1;
    if (atoms > limits.maxAtoms) fail('too many atoms');
    return { subatoms, branches: [], ring: null };
  }

  function number(value: string, min: number, max: number): number {
    const parsed = Number(value);
    if (value === '' || !Number.isFinite(parsed) || parsed < min || parsed > max) fail('bad bond argument');
    return parsed;
  }

  function bond(): Bond {
    const kind = BOND_CHARS[text[pos] ?? ''] ?? fail('expected a bond');
    pos += 1;
    if (text[pos] !== '[') return { kind, angle: null, length: 1 };
    const end = text.indexOf(']', pos);
    if (end < 0) fail('unclosed bond arguments');
    const args = text.slice(pos + 1, end).split(',');
    pos = end + 1;
    if (args.length > 4 || args.some((arg) => !/^[0-9.:+-]*$/.test(arg))) fail('bad bond arguments');
    const [angleArg = '', lengthArg = '', departure = '', arrival = ''] = args;
    for (const index of [departure, arrival]) if (index !== '') number(index, 1, 20);
    const angle = angleArg.startsWith('::')
      ? { relative: number(angleArg.slice(2), -3600, 3600) }
      : angleArg.startsWith(':')
        ? { absolute: number(angleArg.slice(1), -3600, 3600) }
        : angleArg === ''
          ? null
          : { absolute: 45 * number(angleArg, -64, 64) };
    if (angle && 'absolute' in angle && !/^:|^[+-]?\d+$/.test(angleArg)) fail('angle steps are whole numbers');
    return { kind, angle, length: lengthArg === '' ? 1 : number(lengthArg, 0.2, 4) };
  }

  /** Links from `owner` on: branches and rings attach to the atom just read; `max` bounds a ring's links. */
  function links(owner: Atom, depth: number, max = Number.POSITIVE_INFINITY): Link[] {
    if (depth > limits.maxDepth) fail('nested too deep');
    const read: Link[] = [];
    let current = owner;
    while (pos < text.length && text[pos] !== ')') {
      budget.step();
      const char = text[pos];
      if (char === '(') {
        pos += 1;
        const branch = links(current, depth + 1);
        if (branch.length === 0) fail('empty branch');
        expect(')');
        current.branches.push(branch);
      } else if (char === '*') {
        pos += 1;
        const aromatic = text[pos] === '*';
        if (aromatic) pos += 1;
        const digits = /^\d+/.exec(text.slice(pos, pos + 3))?.[0] ?? '';
        pos += digits.length;
        const size = Number(digits);
        if (!digits || size < MIN_RING || size > MAX_RING) fail('ring size');
        if (current.ring) fail('second ring on one atom');
        expect('(');
        const ringLinks = links(current, depth + 1, size);
        expect(')');
        const closing = ringLinks.length === size ? ringLinks.at(-1) : undefined;
        if (closing && (closing.atom.subatoms.length > 0 || closing.atom.branches.length > 0 || closing.atom.ring)) {
          fail('the closing bond of a ring ends on its first atom');
        }
        current.ring = { size, aromatic, links: ringLinks };
      } else if (char && char in BOND_CHARS) {
        if (read.length >= max) fail('more bonds than the ring has sides');
        const link = { bond: bond(), atom: atom() };
        read.push(link);
        current = link.atom;
      } else fail('unexpected character');
    }
    return read;
  }

  const start = atom();
  const molecule = { start, links: links(start, 0) };
  if (pos < text.length) fail('unbalanced parenthesis');
  if (molecule.links.length === 0 && !start.ring && start.branches.length === 0 && start.subatoms.length === 0) {
    fail('nothing to draw');
  }
  return molecule;
}
