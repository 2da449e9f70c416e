// Spreading bullets over slides: pure arithmetic on blocks of wrapped lines.

export interface Block {
  lines: string[];
  /** First lines of a bullet carry the marker; continued ones do not. */
  marker: boolean;
}

export function height(blocks: Block[], lead: number, gap: number): number {
  return blocks.reduce((sum, block, i) => sum + block.lines.length * lead + (i > 0 ? gap : 0), 0);
}

/** Whole blocks, in order, onto as few slides as `capacity` allows. */
export function pack(blocks: Block[], lead: number, gap: number, capacity: number): Block[][] {
  const slides: Block[][] = [[]];
  let used = 0;
  for (const block of blocks) {
    const current = slides[slides.length - 1];
    const needed = block.lines.length * lead + (current.length > 0 ? gap : 0);
    if (current.length > 0 && used + needed > capacity + 0.001) {
      slides.push([block]);
      used = block.lines.length * lead;
    } else {
      current.push(block);
      used += needed;
    }
  }
  return slides;
}

/**
 * Bullets over as few slides as they need, evenly: a bullet taller than a slide is cut into
 * slide-sized pieces first (only the first keeps its marker), then the fullest slide is made
 * as empty as the slide count allows.
 */
export function split(blocks: Block[], lead: number, gap: number, room: number): Block[][] {
  const maxLines = Math.max(1, Math.floor(room / lead + 0.001));
  const pieces: Block[] = [];
  for (const block of blocks) {
    for (let from = 0; from < block.lines.length; from += maxLines) {
      pieces.push({ lines: block.lines.slice(from, from + maxLines), marker: from === 0 });
    }
  }
  const count = pack(pieces, lead, gap, room).length;
  let low = Math.max(...pieces.map((piece) => piece.lines.length * lead), 0);
  let high = room;
  for (let i = 0; i < 20 && high - low > 1; i++) {
    const middle = (low + high) / 2;
    if (pack(pieces, lead, gap, middle).length <= count) high = middle;
    else low = middle;
  }
  return pack(pieces, lead, gap, high);
}
