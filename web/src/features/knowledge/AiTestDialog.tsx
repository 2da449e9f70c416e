import { Bot, User } from "lucide-react";
import { RoundIcon } from "../../components/RoundIcon";
import { Modal, ModalActions } from "../../components/Modal";

export function AiTestDialog({
  prompt,
  response,
  onClose,
}: {
  prompt: string;
  response: string | null;
  onClose(): void;
}) {
  return (
    <Modal open={response !== null} title="AI Test Response" onClose={onClose} wide>
      <div className="flex flex-col gap-4 text-sm">
        <div className="flex gap-3">
          <RoundIcon icon={User} />
          <div>
            <p className="text-xs font-medium text-base-content/60">Test message</p>
            <p className="mt-1">{prompt}</p>
          </div>
        </div>
        <div className="flex gap-3">
          <RoundIcon icon={Bot} tone="bg-primary/10 text-primary" />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium text-base-content/60">Response</p>
            <p
              className="mt-1 max-h-96 overflow-y-auto rounded-box bg-base-200/60 p-3 leading-relaxed break-words whitespace-pre-wrap"
              data-testid="ai-test-response"
            >
              {response}
            </p>
          </div>
        </div>
      </div>
      <ModalActions>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Close
        </button>
      </ModalActions>
    </Modal>
  );
}
