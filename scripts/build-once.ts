/**
 * `npm run build`, unless dist/ already holds a build of the sources as they are now: the test
 * run builds once, and the end-to-end and scale stages after it reuse that build.
 */
import { execFileSync } from 'node:child_process';
import { buildIsCurrent } from './build-stamp';

if (buildIsCurrent()) {
  console.log('[framehire] dist/ is a build of the current sources: not building again');
} else {
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}
