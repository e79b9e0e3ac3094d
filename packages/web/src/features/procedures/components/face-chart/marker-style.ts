/** How the diagram draws its markers; the legend draws the same. */
export const MARKER = {
  point: '#1976d2',
  selected: '#d32f2f',
  earlier: '#9e9e9e',
  earlierOpacity: 0.35,
} as const;
