/**
 * Operation as the static-islands plugin uses it: the reference part is an island by key, whose view (./details.tsx)
 * loads only for a page reached by a link inside the site, whose HTML the browser does not have yet.
 */
import {islandShell} from '@site/src/components/StaticIsland';
import {operationWith} from './frame';
import {OPERATION_DETAILS_VIEW} from './names';

export default operationWith(islandShell(OPERATION_DETAILS_VIEW));
