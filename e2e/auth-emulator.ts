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
