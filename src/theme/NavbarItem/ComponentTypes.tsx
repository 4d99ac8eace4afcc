import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SearchButton from '@site/src/components/SearchButton';

/** Adds the navbar item type `custom-searchButton` used in docusaurus.config.ts. */
export default {
  ...ComponentTypes,
  'custom-searchButton': SearchButton,
};
