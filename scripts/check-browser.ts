/**
 * Runs before the tests: they drive Debian's Chromium headless shell (src/server/test/browsers.ts),
 * which a fresh machine may lack. Found: silent. Missing at the default path, as root on Debian or
 * Ubuntu: installs the distribution's package, saying so. Otherwise: stops before the first test
 * with the command to run.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { TEST_BROWSER, testBrowser } from '../src/server/test/browsers';

const { path: DEFAULT_PATH, debianPackage } = TEST_BROWSER;
const chosen = process.env.CHROMIUM_PATH;
const path = testBrowser();

function isExecutable(file: string) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function isDebianLike() {
  if (!existsSync('/etc/os-release') || !existsSync('/usr/bin/apt-get')) return false;
  return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
}

function stop(message: string): never {
  console.error(`[framehire] ${message}`);
  process.exit(1);
}

if (!isExecutable(path)) {
  if (chosen)
    stop(
      `CHROMIUM_PATH is ${chosen}, which is not a program: point it at a Chromium, or unset it to use ${DEFAULT_PATH}.`,
    );
  if (process.getuid?.() !== 0 || !isDebianLike()) {
    stop(
      `The tests need Chromium's headless shell at ${DEFAULT_PATH}: run \`sudo apt-get install -y ${debianPackage}\` (Debian, Ubuntu), or set CHROMIUM_PATH to a Chromium.`,
    );
  }
  console.log(
    `[framehire] Chromium's headless shell is missing: installing Debian's package (apt-get install -y ${debianPackage}) for the tests…`,
  );
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    stop(
      `Installing ${debianPackage} failed (see above): install it by hand with \`apt-get install -y ${debianPackage}\`, or set CHROMIUM_PATH.`,
    );
  }
  if (!isExecutable(DEFAULT_PATH))
    stop(`${debianPackage} was installed but ${DEFAULT_PATH} is still missing: set CHROMIUM_PATH to it.`);
}
