import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import PlatformTabs from '@site/src/components/PlatformTabs';
import Accordion, {AccordionItem} from '@site/src/components/Accordion';
import Version from '@site/src/components/Version';
import SpecConst from '@site/src/components/SpecConst';
import TypeTable from '@site/src/components/TypeTable';
import Operation from '@site/src/components/Operation';
import ErrorCodeTable from '@site/src/components/ErrorCodeTable';
import NativeErrorMapping from '@site/src/components/NativeErrorMapping';
import PlatformBadge from '@site/src/components/PlatformBadge';
import TypeBundleDownload from '@site/src/components/TypeBundleDownload';
import SandboxProvider from '@site/src/components/SandboxProvider';
import Anchor from '@site/src/components/Anchor';

/** Components every docs page can use without importing them. */
export default {
  ...MDXComponents,
  TabItem,
  PlatformTabs,
  Accordion,
  AccordionItem,
  Version,
  SpecConst,
  TypeTable,
  Operation,
  ErrorCodeTable,
  NativeErrorMapping,
  PlatformBadge,
  TypeBundleDownload,
  SandboxProvider,
  Anchor,
};
