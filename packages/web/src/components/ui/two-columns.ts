/** Fields side by side in two columns, one above the other on a phone; for `sx`. */
export const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
