/**
 * The platforms the decoder answers for, and reading one from a form or an address. Apart from ./decode.ts so that the
 * form (./index.tsx) has it without the decoding code, which loads only with the first question.
 */
import type {Platform} from '@site/shared/specModel';

export const DECODER_PLATFORMS: readonly Platform[] = ['ios', 'android'];

/** The platform a query or form value names, case-insensitively; undefined for anything else. */
export function parsePlatform(value: string | null | undefined): Platform | undefined {
  const lower = (value ?? '').trim().toLowerCase();
  return DECODER_PLATFORMS.find((platform) => platform === lower);
}
