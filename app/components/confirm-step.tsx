import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useStrings } from "../i18n/strings";
// Inlined, as app.css is, and only where a question can be asked.
import confirmStepCss from "./confirm-step.css?inline";

const ConfirmStepStyles = () => (
  <style href="confirm-step" precedence="default">
    {confirmStepCss}
  </style>
);

/**
 * An action that asks first, in the page, never with the browser's confirm(): a tap on the
 * button puts its question in its place, with Cancel and the action. Focus goes to the
 * question, so a screen reader says it, and back to the button on Cancel. Cancel comes first,
 * where the button was: a double tap cannot confirm.
 */
export function ConfirmStep({
  question,
  confirmLabel,
  onConfirm,
  children,
  className = "button",
  label,
  disabled = false,
}: {
  question: string;
  /** The action's own words ("End game"), on the button that confirms it. */
  confirmLabel: string;
  onConfirm: () => void;
  /** What the button shows before it asks. */
  children: ReactNode;
  className?: string;
  /** The button's accessible name, when its text alone does not say what it acts on. */
  label?: string;
  disabled?: boolean;
}) {
  const t = useStrings();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const backToButton = useRef(false);

  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (backToButton.current) buttonRef.current?.focus();
    backToButton.current = false;
  }, [asking]);

  if (!asking) {
    return (
      <>
        <ConfirmStepStyles />
        <button ref={buttonRef} type="button" className={className} aria-label={label} disabled={disabled} onClick={() => setAsking(true)}>
          {children}
        </button>
      </>
    );
  }
  return (
    <div className="confirm-step" role="group" aria-labelledby={questionId}>
      <ConfirmStepStyles />
      <p className="confirm-step__question" id={questionId} ref={questionRef} tabIndex={-1}>
        {question}
      </p>
      <div className="confirm-step__actions">
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            backToButton.current = true;
            setAsking(false);
          }}
        >
          {t.common.cancel}
        </button>
        <button
          type="button"
          className="button button--small button--primary"
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}
