/**
 * Operation as the static-islands plugin uses it: the reference part is an island by key, whose view (./view.tsx)
 * loads only for a page reached by a link inside the site, whose HTML the browser does not have yet.
 */
import {IslandShell} from '@site/src/components/StaticIsland';
import {operationWith} from './frame';

export default operationWith(IslandShell);
