import React, {useId, useState} from 'react';
import type {IapPlatform as Platform} from '@site/spec';
import type {SandboxConstants, SandboxReplacementMode} from '@site/shared/sandboxConstants';
import type {ReplacementModeChoice} from '@site/shared/replacementModes';
import type {SandboxConstantsModule} from '@site/src/components/SandboxProvider';
import type {PlanOption, PlansByPlatform} from '@site/shared/planOptions';
import {defaultPlans, recommendedModeName} from './plans';
import type {Timeline} from './simulate';
import type TimelineViewComponent from './TimelineView';
import styles from './styles.module.css';

interface Props {
  /** Filled by the spec-model remark plugin: the simulated store's rules for the page's docs version. */
  sandboxConstants?: SandboxConstants;
  /** With the speed plugins, the rules instead: a function that imports them, called by the first Simulate. */
  loadConstants?: () => Promise<SandboxConstantsModule>;
  /** Filled by the spec-model remark plugin: each store's plans, from the sandbox's catalogue. */
  plans?: PlansByPlatform;
  /** Filled by the spec-model remark plugin: the modes the version's sandbox simulates, as its requests spell them. */
  replacementModes?: ReplacementModeChoice[];
}

/** A mode as the select offers it: Google Play's integer with the enum member where the version takes the integer. */
function modeLabel(entry: ReplacementModeChoice): string {
  return typeof entry.value === 'number' ? `${entry.value} ${entry.name}` : entry.value;
}

/** The chosen mode back from the select's text value, with its type: a number where the version takes one. */
function modeOf(choices: ReplacementModeChoice[], selected: string): SandboxReplacementMode {
  return (choices.find((entry) => String(entry.value) === selected) ?? choices[0]).value;
}

function findPlan(options: PlanOption[], key: string): PlanOption {
  return options.find((plan) => plan.key === key) ?? options[0];
}

/**
 * "What happens to my subscriber if I switch their plan this way?" The reader picks a store, two plans and, on
 * Android, a replacement mode; Simulate plays the change on the sandbox's simulated store (loaded then, not with the
 * page) with the rules of the docs version being read, and shows what happens now and at the next renewal.
 */
/** One of the two plan pickers: the plans of the chosen store's catalogue. */
function PlanSelect({label, options, value, onChange}: {label: string; options: PlanOption[]; value: string; onChange: (key: string) => void}) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select className="openiap-control" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((plan) => (
          <option key={plan.key} value={plan.key}>
            {plan.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function PlanChangeSimulator({sandboxConstants, loadConstants, replacementModes, plans}: Props): React.JSX.Element {
  if (!(sandboxConstants || loadConstants) || !replacementModes || !plans) {
    throw new Error('<PlanChangeSimulator> has no data: it only works in docs MDX, where the spec-model remark plugin fills it.');
  }
  const constants = async () => sandboxConstants ?? (await loadConstants!()).default.sandboxConstants;
  return <Simulator constants={constants} replacementModes={replacementModes} planOptions={plans} />;
}

function Simulator({
  constants,
  replacementModes,
  planOptions,
}: {
  /** The simulated store's rules, downloaded by the first Simulate when the page does not hold them. */
  constants: () => Promise<SandboxConstants>;
  replacementModes: ReplacementModeChoice[];
  planOptions: PlansByPlatform;
}): React.JSX.Element {
  const id = useId();
  const [platform, setPlatform] = useState<Platform>('ios');
  const [plans, setPlans] = useState(() => defaultPlans('ios'));
  const modeValue = (name: string) => replacementModes.find((mode) => mode.name === name)?.value ?? replacementModes[0].value;
  const [mode, setMode] = useState<SandboxReplacementMode>(() => modeValue('WithTimeProration'));
  // The result and its view come together: the view's code, like the simulated store, loads on the first Simulate.
  const [result, setResult] = useState<{timeline: Timeline; View: typeof TimelineViewComponent} | null>(null);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const options = planOptions[platform];
  const selectedMode = replacementModes.find((entry) => entry.value === mode);

  const choosePlans = (next: {current: string; target: string}, forPlatform = platform) => {
    setPlans(next);
    // Each change gets the mode the docs recommend for its direction; the reader can still pick another.
    setMode(modeValue(recommendedModeName(findPlan(planOptions[forPlatform], next.current), findPlan(planOptions[forPlatform], next.target))));
  };
  const choosePlatform = (next: Platform) => {
    setPlatform(next);
    choosePlans(defaultPlans(next), next);
  };

  async function simulate(event: React.FormEvent) {
    event.preventDefault();
    setRunning(true);
    setFailure(null);
    try {
      const [{simulatePlanChange}, {default: View}, rules] = await Promise.all([import('./simulate'), import('./TimelineView'), constants()]);
      const request = {
        platform,
        current: findPlan(options, plans.current),
        target: findPlan(options, plans.target),
        ...(platform === 'android' ? {mode} : {}),
      };
      setResult({timeline: await simulatePlanChange(request, rules), View});
    } catch (error) {
      setFailure(`The simulation could not run: ${(error as Error).message}`);
    } finally {
      setRunning(false);
    }
  }

  return (
    <div className={styles.simulator} data-plan-change-simulator>
      <form className={styles.form} onSubmit={simulate} aria-label="Plan change to simulate">
        <fieldset className={styles.stores}>
          <legend>Store</legend>
          {(['ios', 'android'] as const).map((store) => (
            <label key={store} className={styles.choice}>
              <input type="radio" name={`${id}-store`} value={store} checked={platform === store} onChange={() => choosePlatform(store)} />
              {store === 'ios' ? 'iOS (App Store)' : 'Android (Google Play)'}
            </label>
          ))}
        </fieldset>
        <div className={styles.fields}>
          <PlanSelect label="Current plan" options={options} value={plans.current} onChange={(current) => choosePlans({...plans, current})} />
          <PlanSelect label="New plan" options={options} value={plans.target} onChange={(target) => choosePlans({...plans, target})} />
          {platform === 'android' && (
            <label className={styles.field}>
              <span>Replacement mode</span>
              <select
                className="openiap-control"
                value={mode}
                onChange={(event) => setMode(modeOf(replacementModes, event.target.value))}
                aria-describedby={`${id}-mode`}>
                {replacementModes.map((entry) => (
                  <option key={entry.value} value={entry.value}>
                    {modeLabel(entry)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        {platform === 'android' && selectedMode && (
          <p id={`${id}-mode`} className={styles.help}>
            {selectedMode.summary}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={running}>
          {running ? 'Simulating…' : 'Simulate'}
        </button>
      </form>
      <div className={styles.result} aria-live="polite" aria-busy={running}>
        {failure && <p className={styles.failure}>{failure}</p>}
        {result && <result.View timeline={result.timeline} />}
      </div>
    </div>
  );
}
