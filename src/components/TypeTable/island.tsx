/**
 * TypeTable as the static-islands plugin uses it: the island by key, its view (./view.tsx) loaded only for a page
 * reached by a link inside the site, whose HTML the browser does not have yet; the reader's language control above it.
 */
import {islandShell} from '@site/src/components/StaticIsland';
import {withLanguageChoice} from '@site/src/components/LanguageChoice';
import {TYPE_TABLE_VIEW} from './names';

export default withLanguageChoice(islandShell(TYPE_TABLE_VIEW));
