import { useNavigation } from "react-router";
import { clientStrings } from "../i18n/strings";

/** SPEC §4, Form status: initial → processing on submit → success or error with a message. */
export type FormStatus =
  | { status: "initial" }
  | { status: "processing" }
  | { status: "success"; body?: string }
  /** `field`: the field whose problem it is, said next to it (app/forms/form-error.tsx). */
  | { status: "error"; body: string; field?: string };

export const INITIAL: FormStatus = { status: "initial" };
const PROCESSING: FormStatus = { status: "processing" };

/** SPEC §8: what a failed call shows under the form (an API error's text is its message). In the browser. */
export function problemMessage(error: unknown): string {
  return error instanceof Error ? error.message : clientStrings().common.somethingWentWrong;
}

/**
 * The status of the page's form: processing from the submit until the next screen is there
 * (a successful action redirects), else what the action answered.
 */
export function useSubmitStatus(actionData: FormStatus | undefined): FormStatus {
  const navigation = useNavigation();
  return navigation.formData ? PROCESSING : (actionData ?? INITIAL);
}

/** The same for a fetcher's form (a screen that stays: Add Entry, the paywall). */
export function fetcherStatus(fetcher: { state: string; data?: FormStatus }): FormStatus {
  return fetcher.state !== "idle" ? PROCESSING : (fetcher.data ?? INITIAL);
}
