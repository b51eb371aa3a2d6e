import { useCallback, useState } from "react";

/** SPEC §4, Form status: initial → processing on submit → success or error with a message. */
export type FormStatus =
  | { status: "initial" }
  | { status: "processing" }
  | { status: "success"; body?: string }
  | { status: "error"; body: string };

export function useFormStatus(toMessage: (error: unknown) => string) {
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
