/**
 * Where a trail's stops lie on its map: a winding path that runs in rows, left to right then back
 * (a snake), as many rows as the stops need. Coordinates are the drawing's own units; the map is
 * drawn at the container's width, so a unit is about a pixel at the width each shape is made for.
 */

export interface Point {
  x: number;
  y: number;
}

/** 'wide' for a tablet or a computer (up to 5 stops a row), 'narrow' for a phone (2 a row). */
export type TrailShape = 'wide' | 'narrow';

export interface TrailLayout {
  width: number;
  height: number;
  /** The band above the first row, where a scene draws its sky. */
  top: number;
  stops: Point[];
  /** The path in legs: leg 0 leads from the start to stop 1, leg i to stop i + 1, the last one on to the finish. */
  legs: string[];
  start: Point;
  finish: Point;
  /** How wide a stop's title may be, so neighbours' titles never meet. */
  labelWidth: number;
  /** Where decorations stand (the middle of their base), clear of the path, the stops and their titles. */
  slots: Point[];
  /** How large a decoration is drawn in this shape (1 = its own size, about 100 by 90 units). */
  decorScale: number;
}

const GEOMETRY = {
  wide: { width: 1000, rowHeight: 210, top: 110, bottom: 0, margin: 90, perRow: 5, wave: 16, turnOut: 70 },
  narrow: { width: 400, rowHeight: 165, top: 90, bottom: 0, margin: 20, perRow: 2, wave: 10, turnOut: 75 },
} as const;

/** Stops per row: no more than the shape allows, spread evenly over the rows they need. */
function perRowOf(count: number, shape: TrailShape): number {
  const most = GEOMETRY[shape].perRow;
  if (count <= 1) return 1;
  if (shape === 'narrow') return Math.min(count, most);
  return Math.ceil(count / Math.ceil(count / most));
}

/** A smooth curve through the points (Catmull-Rom as cubic Béziers), from points[from] to points[to]. */
function curve(points: Point[], from: number, to: number): string {
  const at = (index: number) => points[Math.max(0, Math.min(points.length - 1, index))] as Point;
  const round = (value: number) => Math.round(value * 10) / 10;
  let d = `M${round(at(from).x)} ${round(at(from).y)}`;
  for (let index = from; index < to; index += 1) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${round(c1.x)} ${round(c1.y)} ${round(c2.x)} ${round(c2.y)} ${round(p2.x)} ${round(p2.y)}`;
  }
  return d;
}

export function trailLayout(count: number, shape: TrailShape): TrailLayout {
  const g = GEOMETRY[shape];
  const perRow = perRowOf(count, shape);
  const rows = Math.max(1, Math.ceil(count / perRow));
  const spacing = (g.width - 2 * g.margin) / perRow;
  const step = Math.min(spacing, 170) * 0.6;
  const rowY = (row: number) => g.top + row * g.rowHeight + g.rowHeight * 0.4;
  const columnX = (column: number) => g.margin + (column + 0.5) * spacing;
  const rightward = (row: number) => row % 2 === 0;

  const stops: Point[] = Array.from({ length: count }, (_, index) => {
    const row = Math.floor(index / perRow);
    const column = index % perRow;
    return {
      x: columnX(rightward(row) ? column : perRow - 1 - column),
      y: rowY(row) + (column % 2 === 0 ? -g.wave : g.wave),
    };
  });

  const first = stops[0] ?? { x: g.width / 2, y: rowY(0) };
  const last = stops[count - 1] ?? first;
  const lastRow = Math.max(0, Math.floor((count - 1) / perRow));
  const clampX = (x: number) => Math.max(28, Math.min(g.width - 28, x));
  const start = { x: clampX(first.x - step), y: first.y + g.wave };
  const finish = { x: clampX(last.x + (rightward(lastRow) ? step : -step)), y: last.y - g.wave };

  // The waypoints: start, each stop, a turn outside the row's end before the next row, the finish.
  const points: Point[] = [start];
  const keys = [0];
  stops.forEach((stop, index) => {
    if (index > 0 && index % perRow === 0) {
      const row = index / perRow - 1;
      const previous = stops[index - 1] as Point;
      const side = rightward(row) ? 1 : -1;
      points.push({ x: previous.x + side * g.turnOut, y: (previous.y + stop.y) / 2 });
    }
    points.push(stop);
    keys.push(points.length - 1);
  });
  points.push(finish);
  keys.push(points.length - 1);
  const legs = keys.slice(1).map((key, index) => curve(points, keys[index] as number, key));

  const slots: Point[] = [];
  for (let row = 0; row < rows; row += 1) {
    const inRow = Math.min(perRow, count - row * perRow);
    // Between two neighbouring stops, above the path.
    for (let column = 0; column < perRow - 1; column += 1) {
      if (column + 1 < inRow) slots.push({ x: g.margin + (column + 1) * spacing, y: rowY(row) - 30 });
    }
    // Where a shorter last row leaves its columns empty.
    for (let column = inRow + 1; column < perRow; column += 1) {
      const x = columnX(rightward(row) ? column : perRow - 1 - column);
      slots.push({ x, y: rowY(row) + 45 });
    }
  }

  // Beyond both ends of the path, where a short trail leaves the scene bare.
  for (const x of [start.x - 90, finish.x + (finish.x >= last.x ? 90 : -90)]) {
    if (x > 60 && x < g.width - 60) slots.push({ x, y: (x < first.x ? start : finish).y + 10 });
  }

  return {
    width: g.width,
    height: g.top + rows * g.rowHeight + g.bottom,
    top: g.top,
    stops,
    legs,
    start,
    finish,
    labelWidth: Math.min(spacing - 14, 170),
    slots,
    decorScale: shape === 'wide' ? 1 : 0.8,
  };
}
