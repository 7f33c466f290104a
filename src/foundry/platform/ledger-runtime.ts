// The client's rules-ledger writer on Foundry (fighters/ledger-writer.ts): the active GM's client stores every change,
// one after another; any other GM's client sends its change there over the module socket. Listening starts on `ready`.

import { type LedgerWrite, LedgerWriter, asWrite } from "../fighters/ledger-writer.js";
import type { LedgerRow } from "../pipeline/ledger-rows.js";
import { SOCKET_CHANNEL } from "../relay/socket.js";
import { rulesLedger, storeLedger } from "./settings.js";

let writer: LedgerWriter | null = null;

function ledgerWriter(): LedgerWriter {
  writer ??= new LedgerWriter({
    userId: game.user.id ?? "",
    read: rulesLedger,
    store: storeLedger,
    isActiveGM: () => game.user.isActiveGM,
    activeGMId: () => game.users.activeGM?.id ?? null,
    isGM: (id) => game.users.get(id)?.isGM ?? false,
    socket: {
      emit: (message) => void game.socket.emit(SOCKET_CHANNEL, message),
      on: (handler) => void game.socket.on(SOCKET_CHANNEL, handler),
    },
    timers: {
      set: (fn, ms) => window.setTimeout(fn, ms),
      clear: (h) => {
        window.clearTimeout(typeof h === "number" ? h : undefined);
      },
    },
    timeoutMs: 15_000,
    newId: () => foundry.utils.randomID(),
  });
  return writer;
}

/** Starts listening for other GMs' changes (on `ready`). */
export function startLedgerWriter(): LedgerWriter {
  const w = ledgerWriter();
  w.listen();
  return w;
}

/** Writes ledger rows (or another change) through the active GM's client. */
export function writeLedger(w: readonly LedgerRow[] | LedgerWrite): Promise<void> {
  return ledgerWriter().write(asWrite(w));
}
