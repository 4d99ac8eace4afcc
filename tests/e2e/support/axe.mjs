// Runs axe-core in the page and returns the violations of serious or critical impact.
import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import {drawEverything} from './browser.mjs';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export async function seriousAxeViolations(page) {
  // axe judges colours and sizes from what is drawn: every block is drawn first, so that all of them are checked as
  // readers see them.
  await drawEverything(page);
  await page.addScriptTag({content: axeSource});
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {resultTypes: ['violations']});
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * The violations of the given axe rules on the page as it is, blocks not yet drawn included: what Lighthouse and a
 * reader's accessibility tools meet on arrival.
 */
export async function axeRuleViolationsAsLoaded(page, rules) {
  await page.addScriptTag({content: axeSource});
  return page.evaluate(async (only) => {
    const result = await window.axe.run(document, {runOnly: {type: 'rule', values: only}, resultTypes: ['violations']});
    return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  }, rules);
}
