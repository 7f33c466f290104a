// `npm run schema`: writes docs/scenario.schema.json from the core's scenario schema.

import { writeFileSync } from "node:fs";
import { scenarioJsonSchema } from "../core/index.js";

writeFileSync(new URL("../../docs/scenario.schema.json", import.meta.url), `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`);
