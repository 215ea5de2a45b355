/** Every potential and reduced cost is a sum of costs along a tree path: it must stay exact in float64. */
export const EXACT = 2 ** 53;

/**
 * Levels packed into fewer numbers, each number a few consecutive levels in mixed radix: level k's every cost,
 * potential and reduced cost stays within (2 * nodes + 1) * M_k (M_k: the most an arc costs there), so a radix above
 * twice that keeps each level in its own digits, comparing packed numbers compares the levels in order, and sums stay
 * exact while a number's radices multiply to at most 2^53. The proposals' five one-step levels (and level 0) take two
 * numbers: pricing reads about half as many.
 */
export class Packing {
  readonly words: number;
  private readonly word: Int32Array;
  private readonly scale: Float64Array;

  constructor(
    private readonly width: number,
    bounds: Float64Array,
    nodes: number,
  ) {
    this.word = new Int32Array(width);
    this.scale = new Float64Array(width);
    const radix = Array.from(bounds, (bound) => 2 * (2 * nodes + 1) * bound + 1);
    let words = 0;
    let product = Infinity;
    for (let k = 0; k < width; k++) {
      if (product * radix[k]! > EXACT) {
        words += 1;
        product = 1;
      }
      product *= radix[k]!;
      this.word[k] = words - 1;
    }
    this.words = words;
    for (let k = width - 1; k >= 0; k--) {
      const sameNext = k + 1 < width && this.word[k + 1] === this.word[k];
      this.scale[k] = sameNext ? this.scale[k + 1]! * radix[k + 1]! : 1;
    }
  }

  /** Rows of `width` levels as rows of `words` numbers. */
  pack(rows: Float64Array): Float64Array {
    const count = rows.length / this.width;
    const packed = new Float64Array(count * this.words);
    for (let i = 0; i < count; i++) {
      for (let k = 0; k < this.width; k++) {
        packed[i * this.words + this.word[k]!]! += rows[i * this.width + k]! * this.scale[k]!;
      }
    }
    return packed;
  }
}

/** Per level, the most any of the rows' costs is in magnitude. */
export function largestOf(rows: Float64Array, width: number): Float64Array {
  const largest = new Float64Array(width);
  for (let i = 0; i < rows.length; i++) largest[i % width] = Math.max(largest[i % width]!, Math.abs(rows[i]!));
  return largest;
}
