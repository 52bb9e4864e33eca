// Fails when package-lock.json disagrees with a manifest, so that neither `npm ci` refuses it
// nor the README's `npm install` rewrites it on a fresh clone.
//
// An optional dependency of a locked package left out:
// `npm ci` refuses such a lockfile ("Missing: ... from lock file"), but `npm install` writes
// one whenever the registry it talks to lacks a platform build (this machine's mirror has no
// darwin/win32/musl builds of some native tools). Caught here, before a clean clone fails.
import { readFileSync } from 'node:fs';

const { packages } = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));

/** Node's lookup: the nearest node_modules folder upwards from the dependent. */
function isLocked(dependentPath, name) {
  let base = dependentPath;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/** A manifest's ranges as the lockfile copies them under its workspace's entry. */
const SECTIONS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];
const root = packages[''];
const workspaces = ['', ...(root.workspaces ?? [])];
const drifted = workspaces.flatMap((workspace) => {
  const manifest = JSON.parse(
    readFileSync(new URL(`../${workspace ? `${workspace}/` : ''}package.json`, import.meta.url), 'utf8'),
  );
  const locked = packages[workspace] ?? {};
  return SECTIONS.flatMap((section) => {
    const wanted = manifest[section] ?? {};
    const have = locked[section] ?? {};
    const names = new Set([...Object.keys(wanted), ...Object.keys(have)]);
    return [...names]
      .filter((name) => wanted[name] !== have[name])
      .map(
        (name) =>
          `${workspace || 'the root'} ${section} ${name}: package.json says ${wanted[name] ?? 'nothing'}, the lockfile ${have[name] ?? 'nothing'}`,
      );
  });
});
if (drifted.length > 0) {
  console.error(`package-lock.json disagrees with the manifests:\n  ${drifted.join('\n  ')}`);
  console.error('Run `npm install` and commit the lockfile it writes.');
  process.exit(1);
}

const missing = Object.entries(packages).flatMap(([path, entry]) =>
  Object.entries(entry.optionalDependencies ?? {})
    .filter(([name]) => !isLocked(path, name))
    .map(([name, range]) => `${name}@${range} (optional dependency of ${path || 'the root'})`),
);
if (missing.length > 0) {
  console.error(`package-lock.json lacks entries npm ci requires:\n  ${missing.join('\n  ')}`);
  console.error('Add them (version, os, cpu, libc, optional: true), as done for @biomejs/cli-* in the lockfile.');
  process.exit(1);
}
