import {memo} from 'react';
import NavbarItem from '@theme-original/NavbarItem';

/**
 * The navbar re-renders its whole content when the mobile drawer's state changes, which happens right after
 * hydration on a phone (the drawer becomes renderable, then receives the docs sidebar). The items' props come from
 * the site config and do not change, so memoising them skips that work; an item still updates from the contexts it
 * reads (location, docs version, colour mode).
 */
export default memo(NavbarItem);
