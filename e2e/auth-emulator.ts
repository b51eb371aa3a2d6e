/** The Firebase Auth Emulator the end-to-end tests run against (playwright.config.ts). */
const EMULATOR = "http://127.0.0.1:9099";
const PROJECT_ID = "demo-bingo";

export function freshEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

/** The newest password-reset code the emulator "sent" to this address. */
export async function passwordResetCode(email: string): Promise<string> {
  const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const codes = oobCodes.filter((code) => code.email === email && code.requestType === "PASSWORD_RESET");
  const newest = codes.at(-1);
  if (!newest) throw new Error(`No password reset code for ${email}`);
  return newest.oobCode;
}

const ACCOUNTS = `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts`;

async function emulatorCall(method: string, body: unknown) {
  const response = await fetch(`${ACCOUNTS}:${method}?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method}: ${response.status} ${await response.text()}`);
}

/** An email account with a fresh password-reset code, made directly in the emulator. */
export async function accountWithResetCode(label: string): Promise<{ email: string; code: string }> {
  const email = freshEmail(label);
  await emulatorCall("signUp", { email, password: "holiday-cheer-1", returnSecureToken: true });
  await emulatorCall("sendOobCode", { requestType: "PASSWORD_RESET", email });
  return { email, code: await passwordResetCode(email) };
}

/** An email account with this password, made directly in the emulator. */
export async function emailAccount(label: string, password: string): Promise<string> {
  const email = freshEmail(label);
  await emulatorCall("signUp", { email, password, returnSecureToken: true });
  return email;
}

/** Whether the emulator signs this email in with this password (what a form must have sent). */
export async function signsInWith(email: string, password: string): Promise<boolean> {
  const response = await fetch(`${ACCOUNTS}:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return response.ok;
}
