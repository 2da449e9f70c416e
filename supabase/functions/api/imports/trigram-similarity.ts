// pg_trgm's similarity between the rows of one request, from their trigrams as the database
// finds them (show_trgm): shared ÷ (a + b − shared), in single precision as `similarity()`
// answers it. The rows meet through an inverted index, so each row is scored only against the
// rows it shares a trigram with: a few milliseconds for 1,000 rows, where a GIN probe per row
// took ~90 ms (bench file). tests/api/import-duplicates.test.ts compares the scores with SQL's.

export interface SimilarRow {
  /** The position of the alike row in the list given. */
  other: number;
  score: number;
}

/**
 * For each row's distinct trigrams (show_trgm lists each once), the other rows whose similarity
 * is at least `minScore` (a row without trigrams is never alike), best first and at most `perRow`
 * of them; ties go to the earlier row.
 */
export function similarRows(
  trigrams: readonly (readonly string[])[],
  minScore: number,
  perRow: number,
): SimilarRow[][] {
  const ids = new Map<string, number>();
  const postings: number[][] = [];
  const sets = trigrams.map((mine, row) =>
    mine.map((trigram) => {
      let id = ids.get(trigram);
      if (id === undefined) {
        ids.set(trigram, (id = postings.length));
        postings.push([]);
      }
      postings[id].push(row);
      return id;
    }),
  );
  const threshold = Math.fround(minScore);
  const shared = new Int32Array(sets.length);
  return sets.map((mine, row) => {
    const met: number[] = [];
    for (const id of mine) {
      for (const other of postings[id]) {
        if (other !== row && shared[other]++ === 0) met.push(other);
      }
    }
    const alike: SimilarRow[] = [];
    for (const other of met) {
      const common = shared[other];
      shared[other] = 0;
      const score = Math.fround(common / (mine.length + sets[other].length - common));
      if (score >= threshold) alike.push({ other, score });
    }
    return alike.sort((a, b) => b.score - a.score || a.other - b.other).slice(0, perRow);
  });
}
