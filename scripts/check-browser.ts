/**
 * Runs before the tests: the end-to-end tests drive Debian's Chromium, which a fresh machine may
 * lack. Found: silent. Missing at the default path, as root on Debian or Ubuntu: installs the
 * distribution's package, saying so. Otherwise: stops before the first test with the command
 * to run.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const chosen = process.env.CHROMIUM_PATH;
const path = chosen || DEFAULT_PATH;

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
      `The end-to-end tests need Chromium at ${DEFAULT_PATH}: run \`sudo apt-get install -y chromium\` (Debian, Ubuntu), or set CHROMIUM_PATH to a Chromium.`,
    );
  }
  console.log(
    `[framehire] Chromium is missing: installing Debian's package (apt-get install -y chromium) for the end-to-end tests…`,
  );
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    stop(
      'Installing chromium failed (see above): install it by hand with `apt-get install -y chromium`, or set CHROMIUM_PATH.',
    );
  }
  if (!isExecutable(DEFAULT_PATH))
    stop(`chromium was installed but ${DEFAULT_PATH} is still missing: set CHROMIUM_PATH to it.`);
}
