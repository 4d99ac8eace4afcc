import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SpeedMechanism} from '@site/shared/speedMechanisms';

/**
 * Whether a speed mechanism of the browser code is on in this build: the build leaves it out for a measurement when
 * `OPENIAP_SPEED_OFF` names it (docusaurus.config.ts passes the names as `customFields.speedOff`).
 */
export function useSpeedMechanism(name: SpeedMechanism): boolean {
  const {customFields} = useDocusaurusContext().siteConfig;
  const off = customFields?.speedOff;
  return !(Array.isArray(off) && off.includes(name));
}
