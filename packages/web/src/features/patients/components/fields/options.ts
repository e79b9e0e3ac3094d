/** Select options from a label table, with an optional blank first choice. */
export function optionsFrom<Value extends string>(labels: Record<Value, string>, blank?: string) {
  const options = Object.entries<string>(labels).map(([value, label]) => ({ value, label }));
  return blank === undefined ? options : [{ value: '', label: blank }, ...options];
}
