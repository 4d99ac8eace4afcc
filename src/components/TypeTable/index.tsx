/**
 * A spec type's table (./view.tsx). With its own props it renders as it is; given an island key, its props stay out of
 * the page's JavaScript (src/components/StaticIsland). Pages built with the static-islands plugin import the lighter
 * ./island.tsx instead, which leaves the view's code out too. Either way the reader's language control is above it.
 */
import {withStaticIsland} from '@site/src/components/StaticIsland';
import {withLanguageChoice} from '@site/src/components/LanguageChoice';
import TypeTable from './view';

export {typeTableId} from '@site/shared/specModel';
export default withLanguageChoice(withStaticIsland(TypeTable));
