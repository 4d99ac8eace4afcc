/**
 * One operation of the API (./frame.tsx), with its reference part (./view.tsx) drawn here. Given an island key, that
 * part's props stay out of the page's JavaScript (src/components/StaticIsland). Pages built with the static-islands
 * plugin import the lighter ./island.tsx instead, which leaves the part's code out too.
 */
import {withStaticIsland} from '@site/src/components/StaticIsland';
import OperationDetails from './view';
import {operationWith} from './frame';

export default operationWith(withStaticIsland(OperationDetails));
