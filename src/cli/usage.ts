// What the command line says about itself: the usage text (`--help`, `-h`, `help`) and the version
// (`--version`, from package.json), both to stdout with exit status 0.

import pkg from "../../package.json";

/** The version the binary was built from. */
export const VERSION: string = pkg.version;

/** Whether the arguments ask for help (a first argument `help`, or `--help`/`-h` anywhere). */
export const wantsHelp = (argv: readonly string[]): boolean => argv[0] === "help" || argv.some((a) => a === "--help" || a === "-h");

/** Whether the arguments ask for the version (`--version` anywhere). */
export const wantsVersion = (argv: readonly string[]): boolean => argv.includes("--version");
