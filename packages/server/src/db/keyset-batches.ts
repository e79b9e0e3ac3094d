/**
 * Rows read in batches of `batchSize`, each batch one short query starting after the last row of
 * the one before (keyset paging), so memory holds one batch and no transaction stays open. The next
 * batch is read while the current one is being used.
 */
export async function* keysetBatches<Row>(
  batchSize: number,
  readBatch: (after: Row | undefined) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  const read = (after?: Row) => {
    const batch = readBatch(after);
    // A client that leaves mid-download abandons the batch in flight; its failure is nobody's.
    batch.catch(() => undefined);
    return batch;
  };
  for (let pending = read(); ;) {
    const rows = await pending;
    const last = rows.at(-1);
    const more = last !== undefined && rows.length === batchSize;
    if (more) pending = read(last);
    if (rows.length > 0) yield rows;
    if (!more) return;
  }
}
