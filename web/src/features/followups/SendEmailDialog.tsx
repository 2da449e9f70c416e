import { sendEmailBody, type SendEmail } from "@contract";
import { BoundFormDialog, type SavingDialogProps } from "../../components/FormDialog";
import { InputField, TextareaField } from "../../components/FormInputs";
import { useContractForm } from "../../lib/forms";

/** The follow-up whose draft is sent: its title is the subject, its notes the message. */
export interface FollowUpDraft {
  title: string;
  notes: string | null;
}

/**
 * The follow-up as an e-mail to the client, for the rep to edit and approve: to the client's
 * address, the follow-up's title as the subject and its notes as the message.
 */
export function SendEmailDialog({
  followUp,
  clientName,
  clientEmail,
  ...props
}: {
  followUp: FollowUpDraft;
  clientName: string;
  clientEmail: string;
} & SavingDialogProps<SendEmail>) {
  const form = useContractForm(sendEmailBody, {
    to: clientEmail,
    subject: followUp.title,
    body: followUp.notes ?? "",
  });
  const { errors } = form.formState;

  return (
    <BoundFormDialog
      form={form}
      title="Send e-mail"
      description={clientName}
      submitLabel="Send"
      busyLabel="Sending..."
      {...props}
    >
      <InputField
        label="To"
        id="send-email-to"
        type="email"
        field={form.register("to")}
        invalid={Boolean(errors.to)}
      />
      <InputField
        label="Subject"
        id="send-email-subject"
        field={form.register("subject")}
        invalid={Boolean(errors.subject)}
      />
      <TextareaField label="Message" id="send-email-body" rows={10} field={form.register("body")} />
    </BoundFormDialog>
  );
}
