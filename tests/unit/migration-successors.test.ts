/** The successor lines' data file: its shape, and that every line is for something a release removed. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {checkSuccessors, MigrationDataError, parseSuccessors, SUCCESSORS_FILE} from '@site/plugins/migrations/successors';
import {consecutiveDiffs, factsOf, versionSequence} from '@site/plugins/migrations/releases';
import type {MigrationDiff} from '@site/shared/migration';

const FILE = 'src/data/migration-successors.json';

const diff = (from: string, to: string, removed: string[]): MigrationDiff => ({
  from,
  to,
  added: [],
  removed: removed.map((name) => ({kind: 'operation', name})),
  changed: [],
  deprecated: [],
});

describe('parseSuccessors', () => {
  it('reads names to one-line texts, trimmed', () => {
    expect(parseSuccessors('{"getReceiptIOS": " Call validateReceipt. ", "ProductIOS.jwsIOS": "Read the transaction instead."}', FILE)).toEqual({
      getReceiptIOS: 'Call validateReceipt.',
      'ProductIOS.jwsIOS': 'Read the transaction instead.',
    });
  });

  it.each([
    ['{"a": ', /invalid JSON/],
    ['["getReceiptIOS"]', /must be a JSON object/],
    ['{"getReceiptIOS": ""}', /"getReceiptIOS" must be a non-empty text/],
    ['{"getReceiptIOS": 3}', /"getReceiptIOS" must be a non-empty text/],
    ['{"get receipt": "Use X."}', /"get receipt" is not a name/],
    ['{"getReceiptIOS": "Use X.\\nThen Y."}', /must be one short line/],
    [`{"getReceiptIOS": "${'x'.repeat(301)}"}`, /must be one short line/],
  ])('refuses %s, naming the file and the problem', (text, problem) => {
    expect(() => parseSuccessors(text, FILE)).toThrow(MigrationDataError);
    expect(() => parseSuccessors(text, FILE)).toThrow(problem);
    expect(() => parseSuccessors(text, FILE)).toThrow(FILE);
  });
});

describe('checkSuccessors', () => {
  const diffs = [diff('1.0.0', '2.0.0', ['getReceiptIOS']), diff('2.0.0', '3.0.0', ['syncIOS'])];

  it('accepts lines for what any compared pair removed', () => {
    expect(() => checkSuccessors({getReceiptIOS: 'Use A.', syncIOS: 'Use B.'}, diffs, FILE)).not.toThrow();
  });

  it('refuses a line for something no release removed, naming it, the file and the pairs compared', () => {
    expect(() => checkSuccessors({getReceiptIOS: 'Use A.', requestPurchase: 'Use B.'}, diffs, FILE)).toThrow(
      /src\/data\/migration-successors\.json: requestPurchase was not removed in any release \(compared: 1\.0\.0 → 2\.0\.0, 2\.0\.0 → 3\.0\.0\)/,
    );
  });

  it('refuses every line while there is no pair to compare', () => {
    expect(() => checkSuccessors({getReceiptIOS: 'Use A.'}, [], FILE)).toThrow(/none, fewer than two versions/);
  });

  it("accepts the project's own file against its releases and the unreleased docs", () => {
    const siteDir = path.resolve(__dirname, '../..');
    const successors = parseSuccessors(readFileSync(path.join(siteDir, SUCCESSORS_FILE), 'utf8'), SUCCESSORS_FILE);
    expect(() =>
      checkSuccessors(
        successors,
        consecutiveDiffs(versionSequence(siteDir), (version) => factsOf(siteDir, version)),
        SUCCESSORS_FILE,
      ),
    ).not.toThrow();
  });
});
