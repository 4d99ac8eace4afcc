/**
 * TypeTable as the static-islands plugin uses it: the island by key, its view (./view.tsx) loaded only for a page
 * reached by a link inside the site, whose HTML the browser does not have yet; the reader's language control above it.
 */
import {IslandShell} from '@site/src/components/StaticIsland';
import {withLanguageChoice} from '@site/src/components/LanguageChoice';

export default withLanguageChoice(IslandShell);
