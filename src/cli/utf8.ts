/**
 * Strict UTF-8 for the scan command. TextDecoder decides whether bytes are UTF-8, but its error
 * says nothing about where; firstBadSequence finds the place by the same rules (the WHATWG
 * decoder's), so a message can point at the byte a person has to look at.
 */

/** Byte offset where the first ill-formed or cut-short UTF-8 sequence starts; -1 when there is none. */
export function firstBadSequence(bytes: Uint8Array): number {
  let at = 0;
  while (at < bytes.length) {
    const length = wellFormedLength(bytes, at);
    if (length === 0) return at;
    at += length;
  }
  return -1;
}

interface LeadShape {
  /** Continuation bytes after the lead. */
  trail: number;
  /** Range of the first continuation byte, narrower than 80–BF for some leads. */
  low: number;
  high: number;
}

/**
 * The narrower first-continuation ranges are what rule out overlong forms (E0, F0), UTF-16
 * surrogates (ED) and code points past U+10FFFF (F4); C0, C1 and F5–FF never start a sequence.
 */
function leadShape(lead: number): LeadShape | undefined {
  if (lead >= 0xc2 && lead <= 0xdf) return { trail: 1, low: 0x80, high: 0xbf };
  if (lead === 0xe0) return { trail: 2, low: 0xa0, high: 0xbf };
  if (lead === 0xed) return { trail: 2, low: 0x80, high: 0x9f };
  if (lead >= 0xe1 && lead <= 0xef) return { trail: 2, low: 0x80, high: 0xbf };
  if (lead === 0xf0) return { trail: 3, low: 0x90, high: 0xbf };
  if (lead === 0xf4) return { trail: 3, low: 0x80, high: 0x8f };
  if (lead >= 0xf1 && lead <= 0xf3) return { trail: 3, low: 0x80, high: 0xbf };
  return undefined;
}

/** Bytes in the well-formed sequence starting at `at`, or 0 when it is not one. */
function wellFormedLength(bytes: Uint8Array, at: number): number {
  const lead = bytes[at]!;
  if (lead < 0x80) return 1;
  const shape = leadShape(lead);
  if (!shape || at + shape.trail >= bytes.length) return 0;
  const first = bytes[at + 1]!;
  if (first < shape.low || first > shape.high) return 0;
  for (let i = 2; i <= shape.trail; i++) {
    const next = bytes[at + i]!;
    if (next < 0x80 || next > 0xbf) return 0;
  }
  return shape.trail + 1;
}
