/**
 * How the work search compares text (spec 000 §2.7): width-folded (ｺｼﾋｶﾘ = コシヒカリ, Ａ = a) and
 * lower-cased. The works service stores and searches with it; the popup uses it to show which
 * value a hit was found by.
 */
export function searchFold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}
