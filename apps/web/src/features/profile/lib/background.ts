/** How a dashboard background (two colours, top-left to bottom-right) is painted. */
export const backgroundGradient = (colors: readonly [string, string]) =>
  `linear-gradient(135deg, ${colors[0]}, ${colors[1]})`;
