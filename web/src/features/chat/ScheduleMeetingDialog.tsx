import { Modal } from "../../components/Modal";
import { toDateTimeLocalValue } from "../../lib/format";
import type { ClientDialogProps } from "./chatTypes";
import { FollowUpForm } from "./FollowUpForm";

/** Tomorrow at 10:00 in the rep's time: a sensible first proposal for a meeting. */
function tomorrowAtTen(now = new Date()): string {
  const at = new Date(now);
  at.setDate(at.getDate() + 1);
  at.setHours(10, 0, 0, 0);
  return toDateTimeLocalValue(at);
}

export function ScheduleMeetingDialog({ client, open, onClose }: ClientDialogProps) {
  return (
    <Modal
      open={open}
      title="Schedule Meeting"
      description={`Pick a time to meet ${client.name}; it is added to your follow-ups.`}
      onClose={onClose}
    >
      {open && (
        <FollowUpForm
          client={client}
          initialValues={{
            title: `Meeting with ${client.name}`,
            dueAt: tomorrowAtTen(),
            notes: "",
          }}
          isAiGenerated={false}
          scheduledLabel="Meeting"
          idPrefix="meeting"
          dueLabel="Date and time"
          notesLabel="Agenda (optional)"
          submitLabel="Schedule Meeting"
          busyLabel="Scheduling..."
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
