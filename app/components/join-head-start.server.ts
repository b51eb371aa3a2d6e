import { publicConfig } from "../public-config.server";
import type { JoinHeadStart } from "./invite-summary";

export function joinHeadStart(env: Env): JoinHeadStart {
  const emulatorUrl = publicConfig(env).firebase.emulatorUrl;
  return { authOrigin: emulatorUrl ?? "https://identitytoolkit.googleapis.com" };
}
