import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import PlatformTabs from '@site/src/components/PlatformTabs';
import Accordion, {AccordionItem} from '@site/src/components/Accordion';
import Version from '@site/src/components/Version';
import SpecConst from '@site/src/components/SpecConst';

/** Components every docs page can use without importing them. */
export default {
  ...MDXComponents,
  TabItem,
  PlatformTabs,
  Accordion,
  AccordionItem,
  Version,
  SpecConst,
};
