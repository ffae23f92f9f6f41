import { readFileSync } from 'node:fs';

/** What systemd would run for one instance of deploy/systemd/framehire@.service. */
export type UnitCommand = {
  workingDirectory: string;
  environment: Record<string, string>;
  environmentFile: string;
  argv: string[];
};

/**
 * Reads the unit's [Service] section as systemd does for the lines the shop's unit uses, with
 * `%i` as the instance (the port). The test then starts each process with exactly this command
 * line and environment, plus its own EnvironmentFile, so the documented unit is what is tested.
 */
export function readUnit(path: string, instance: string): UnitCommand {
  const service = readFileSync(path, 'utf8').split('[Service]')[1]?.split(/^\[/m)[0] ?? '';
  const command: UnitCommand = { workingDirectory: '', environment: {}, environmentFile: '', argv: [] };
  for (const raw of service.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [key, ...rest] = line.split('=');
    const value = rest.join('=').replaceAll('%i', instance);
    if (key === 'WorkingDirectory') command.workingDirectory = value;
    else if (key === 'EnvironmentFile') command.environmentFile = value.replace(/^-/, '');
    else if (key === 'Environment') {
      const [name, ...setting] = value.split('=');
      command.environment[name!] = setting.join('=');
    } else if (key === 'ExecStart') command.argv = value.split(/\s+/);
  }
  return command;
}

/** The shop's settings file as systemd reads it: NAME=value lines, # comments. */
export const environmentFile = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');
