import { messages } from "../../../../shared/i18n/en";
import { account } from "./account";
import { common } from "./common";
import { play } from "./play";
import { settings } from "./settings";
import { setup } from "./setup";
import { start } from "./start";
import { tv } from "./tv";
// Paper seats
import { seats } from "./seats";

/** Every string of the app in English: the catalogue the other languages are checked against. */
export const en = { common, account, start, play, setup, tv, settings, messages, seats };
