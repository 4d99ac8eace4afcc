import type {ReleaseLanguageFacts} from '../../language-declarations/readLanguageFacts';
import type {ReleaseSource} from './source';

export function extractLanguageFacts(
  source: ReleaseSource,
  release: string,
  previous?: Record<string, unknown>,
): ReleaseLanguageFacts & Record<string, unknown> {
  const sameRelease = previous?.release === release;
  return {
    release,
    gitTag: source.tag,
    commit: source.commit,
    languages: {},
    ...(sameRelease && previous?.notes !== undefined && {notes: previous.notes}),
    conventions: previous?.conventions as Record<string, string> | undefined,
  };
}
