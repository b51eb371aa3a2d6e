import { useCallback, useState } from "react";
import { problemMessage, type FormStatus } from "./form-status";

/**
 * The status of an action that is not a form (the setup screen's start button): processing
 * while it runs, then success or error with a message (SPEC §4). Forms use `useSubmitStatus`.
 */
export function useFormStatus(toMessage: (error: unknown) => string = problemMessage) {
  const [state, setState] = useState<FormStatus>({ status: "initial" });

  const run = useCallback(
    async (work: () => Promise<string | void>) => {
      setState({ status: "processing" });
      try {
        const body = await work();
        setState({ status: "success", body: body ?? undefined });
        return true;
      } catch (error) {
        setState({ status: "error", body: toMessage(error) });
        return false;
      }
    },
    [toMessage],
  );

  return { state, run, processing: state.status === "processing" };
}
