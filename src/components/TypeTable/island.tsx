/**
 * TypeTable as the static-islands plugin uses it: the island by key, its view (./view.tsx) loaded only for a page
 * reached by a link inside the site, whose HTML the browser does not have yet.
 */
import {islandShell} from '@site/src/components/StaticIsland';
import {TYPE_TABLE_VIEW} from './names';

export default islandShell(TYPE_TABLE_VIEW);
