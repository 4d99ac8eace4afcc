/** `npm run version:cut -- X.Y.Z`: see cut.ts. Prints the reason and exits 1 when it refuses. */
import path from 'node:path';
import {cutVersion, VersionCutError} from './cut';

const siteDir = path.resolve(__dirname, '../..');
try {
  cutVersion(siteDir, process.argv[2]);
} catch (error) {
  console.error(error instanceof VersionCutError ? `version:cut: ${error.message}` : error);
  process.exit(1);
}
