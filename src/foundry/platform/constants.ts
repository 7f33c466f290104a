// The module id, read from module.json so the manifest is the single source of truth.

import manifest from "../../../module.json";

export const MODULE_ID = manifest.id as "ordnance";
