import type { Atom, BondKind, Budget, Link, Molecule, Ring, SubAtom } from './parse.ts';

/** Pixels: the distance between the atoms a bond joins (chemfig's "atom sep"), and the font. */
const BOND_LENGTH = 40;
const FONT_SIZE = 16;
const SCRIPT_SIZE = 11;
const LABEL_HALF_HEIGHT = 9;
const MARGIN = 10;
/** Where a standalone ring is entered from (chemfig-like: a hexagon with upright sides). */
const RING_ENTRY_ANGLE = 30;

interface Point {
  x: number;
  y: number;
}

interface Node {
  subatoms: SubAtom[];
  /** Centre of each subatom, relative to the node's own point (the centre of its `anchor` subatom). */
  offsets: number[];
  widths: number[];
  x: number;
  y: number;
}

interface DrawnBond {
  from: Node;
  fromIndex: number;
  to: Node;
  toIndex: number;
  kind: BondKind;
  /** Inside a ring: the second line of a double bond is drawn towards its centre. */
  ringCenter: Point | null;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
/** SVG's y grows downwards; chemfig's angles turn counter-clockwise. */
const towards = (point: Point, degrees: number, length: number): Point => ({
  x: point.x + length * Math.cos(radians(degrees)),
  y: point.y - length * Math.sin(radians(degrees)),
});
const angleOf = (from: Point, to: Point) => (Math.atan2(from.y - to.y, to.x - from.x) * 180) / Math.PI;

function charWidth(char: string, script: boolean): number {
  if (script) return 7;
  return /[A-Z]/.test(char) ? 11.5 : /[0-9]/.test(char) ? 9 : 8.5;
}

function widthOf(subatom: SubAtom): number {
  return subatom.reduce(
    (sum, piece) => sum + [...piece.text].reduce((w, c) => w + charWidth(c, piece.script !== 'base'), 0),
    0,
  );
}

/** A bond to the right leaves a group from its last subatom and reaches the next one at its first (chemfig's rule). */
const rightwards = (degrees: number) => Math.cos(radians(degrees)) > 1e-9;

export interface Drawing {
  svg: string;
  /** Atoms and groups with a label, and bare vertices. */
  labels: number;
  vertices: number;
  bonds: number;
}

/** Lays the molecule out in 2D, as chemfig would, and draws it as a self-contained SVG. */
export function drawMolecule(molecule: Molecule, budget: Budget): Drawing {
  const nodes: Node[] = [];
  const bonds: DrawnBond[] = [];
  const circles: { center: Point; radius: number }[] = [];

  function place(atom: Atom, at: Point, anchor: number): Node {
    budget.step();
    const widths = atom.subatoms.map(widthOf);
    const centres: number[] = [];
    let left = 0;
    for (const width of widths) {
      centres.push(left + width / 2);
      left += width;
    }
    const origin = centres[anchor] ?? 0;
    const node = { subatoms: atom.subatoms, widths, offsets: centres.map((c) => c - origin), x: at.x, y: at.y };
    nodes.push(node);
    return node;
  }

  const centreOf = (node: Node, index: number): Point => ({ x: node.x + (node.offsets[index] ?? 0), y: node.y });
  const lastIndex = (node: Node) => Math.max(0, node.subatoms.length - 1);

  /** A chain of links from `node`: each bond keeps the previous angle unless it names one. */
  function chain(links: Link[], from: Node, previousAngle: number, firstDefault: number | null): void {
    let current = from;
    let angle = previousAngle;
    links.forEach((link, index) => {
      const named = link.bond.angle;
      angle = !named
        ? index === 0 && firstDefault !== null
          ? firstDefault
          : angle
        : 'absolute' in named
          ? named.absolute
          : angle + named.relative;
      const fromIndex = rightwards(angle) ? lastIndex(current) : 0;
      const toIndex = rightwards(angle) ? 0 : Math.max(0, link.atom.subatoms.length - 1);
      const next = place(
        link.atom,
        towards(centreOf(current, fromIndex), angle, BOND_LENGTH * link.bond.length),
        toIndex,
      );
      bonds.push({ from: current, fromIndex, to: next, toIndex, kind: link.bond.kind, ringCenter: null });
      attach(link.atom, next, angle, null);
      current = next;
    });
  }

  /** An atom's branches (first bond pointing `outward` unless named) and its ring, entered along `outward` on a ring's vertex. */
  function attach(atom: Atom, node: Node, incoming: number | null, outward: number | null): void {
    const entry = outward ?? incoming ?? RING_ENTRY_ANGLE;
    const away = outward ?? (atom.ring ? entry + 180 : incoming);
    for (const branch of atom.branches) chain(branch, node, incoming ?? 0, away);
    if (atom.ring) ring(atom.ring, node, entry);
  }

  /** A regular polygon entered at `owner` along `entry`: its centre lies straight ahead. */
  function ring(shape: Ring, owner: Node, entry: number): void {
    const { size } = shape;
    const step = 360 / size;
    const first = entry - (90 - 180 / size);
    const radius = BOND_LENGTH / (2 * Math.sin(Math.PI / size));
    const center = towards(owner, entry, radius);
    if (shape.aromatic) circles.push({ center, radius: radius * 0.6 });
    let current = owner;
    shape.links.forEach((link, index) => {
      const angle = first + index * step;
      const closing = index === size - 1;
      const next = closing ? owner : place(link.atom, towards(current, angle, BOND_LENGTH), 0);
      bonds.push({ from: current, fromIndex: 0, to: next, toIndex: 0, kind: link.bond.kind, ringCenter: center });
      if (!closing) attach(link.atom, next, angle, angleOf(center, next));
      current = next;
    });
  }

  const start = place(molecule.start, { x: 0, y: 0 }, 0);
  attach(molecule.start, start, null, null);
  chain(molecule.links, start, 0, null);
  return render(nodes, bonds, circles, budget);
}

const fixed = (value: number) => (Math.round(value * 100) / 100).toString();
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** How far along `degrees` a line from a label's centre leaves its box. */
function clearance(width: number, degrees: number): number {
  if (width === 0) return 0;
  const cos = Math.abs(Math.cos(radians(degrees)));
  const sin = Math.abs(Math.sin(radians(degrees)));
  const horizontal = cos < 1e-9 ? Number.POSITIVE_INFINITY : (width / 2 + 2) / cos;
  const vertical = sin < 1e-9 ? Number.POSITIVE_INFINITY : LABEL_HALF_HEIGHT / sin;
  return Math.min(horizontal, vertical);
}

function line(a: Point, b: Point): string {
  return `<line x1="${fixed(a.x)}" y1="${fixed(a.y)}" x2="${fixed(b.x)}" y2="${fixed(b.y)}"/>`;
}

function bondLines(a: Point, b: Point, kind: BondKind, ringCenter: Point | null): string[] {
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const unit = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
  const normal = { x: -unit.y, y: unit.x };
  const shift = (p: Point, by: number, along = 0): Point => ({
    x: p.x + normal.x * by + unit.x * along,
    y: p.y + normal.y * by + unit.y * along,
  });
  if (kind === 'single') return [line(a, b)];
  if (kind === 'triple') return [line(a, b), line(shift(a, 3.5), shift(b, 3.5)), line(shift(a, -3.5), shift(b, -3.5))];
  if (!ringCenter) return [line(shift(a, 2.5), shift(b, 2.5)), line(shift(a, -2.5), shift(b, -2.5))];
  // In a ring the second line lies inside, a little shorter (as chemfig draws a Kekulé structure).
  const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const inward = (ringCenter.x - middle.x) * normal.x + (ringCenter.y - middle.y) * normal.y > 0 ? 5 : -5;
  const trim = length * 0.14;
  return [line(a, b), line(shift(a, inward, trim), shift(b, inward, -trim))];
}

function labelText(subatom: SubAtom, at: Point): string {
  let shifted = 0;
  const spans = subatom.map((piece) => {
    const target = piece.script === 'sub' ? 4 : piece.script === 'sup' ? -6 : 0;
    const dy = target - shifted;
    shifted = target;
    const size = piece.script === 'base' ? '' : ` font-size="${SCRIPT_SIZE}"`;
    return `<tspan${dy ? ` dy="${dy}"` : ''}${size}>${escapeXml(piece.text)}</tspan>`;
  });
  return `<text x="${fixed(at.x)}" y="${fixed(at.y + 5.5)}">${spans.join('')}</text>`;
}

function render(
  nodes: Node[],
  bonds: DrawnBond[],
  circles: { center: Point; radius: number }[],
  budget: Budget,
): Drawing {
  const bounds = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  const cover = (x: number, y: number) => {
    bounds.minX = Math.min(bounds.minX, x);
    bounds.maxX = Math.max(bounds.maxX, x);
    bounds.minY = Math.min(bounds.minY, y);
    bounds.maxY = Math.max(bounds.maxY, y);
  };
  const labels: string[] = [];
  for (const node of nodes) {
    budget.step();
    cover(node.x, node.y);
    if (node.subatoms.length === 0) continue;
    const texts = node.subatoms.map((subatom, index) => {
      const centre = { x: node.x + (node.offsets[index] ?? 0), y: node.y };
      const half = (node.widths[index] ?? 0) / 2;
      cover(centre.x - half, centre.y - LABEL_HALF_HEIGHT);
      cover(centre.x + half, centre.y + LABEL_HALF_HEIGHT);
      return labelText(subatom, centre);
    });
    labels.push(`<g class="atom">${texts.join('')}</g>`);
  }
  const lines = bonds.map((bond) => {
    budget.step();
    const a = { x: bond.from.x + (bond.from.offsets[bond.fromIndex] ?? 0), y: bond.from.y };
    const b = { x: bond.to.x + (bond.to.offsets[bond.toIndex] ?? 0), y: bond.to.y };
    const degrees = angleOf(a, b);
    const start = towards(a, degrees, clearance(bond.from.widths[bond.fromIndex] ?? 0, degrees));
    const end = towards(b, degrees + 180, clearance(bond.to.widths[bond.toIndex] ?? 0, degrees));
    return `<g class="bond bond-${bond.kind}">${bondLines(start, end, bond.kind, bond.ringCenter).join('')}</g>`;
  });
  const rings = circles.map(({ center, radius }) => {
    cover(center.x, center.y);
    return `<circle cx="${fixed(center.x)}" cy="${fixed(center.y)}" r="${fixed(radius)}"/>`;
  });
  const x = bounds.minX - MARGIN;
  const y = bounds.minY - MARGIN;
  const width = bounds.maxX - bounds.minX + 2 * MARGIN;
  const height = bounds.maxY - bounds.minY + 2 * MARGIN;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fixed(width)}" height="${fixed(height)}" viewBox="${fixed(x)} ${fixed(y)} ${fixed(width)} ${fixed(height)}">`,
    `<g fill="none" stroke="#000" stroke-width="1.4" stroke-linecap="round">${lines.join('')}${rings.join('')}</g>`,
    `<g fill="#000" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${FONT_SIZE}" text-anchor="middle">${labels.join('')}</g>`,
    '</svg>',
  ].join('');
  return { svg, labels: labels.length, vertices: nodes.length, bonds: bonds.length };
}
