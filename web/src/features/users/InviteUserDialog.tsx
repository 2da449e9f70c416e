import { inviteUserBody, type InviteUser } from "@contract";
import { BoundFormDialog, type SavingDialogProps } from "../../components/FormDialog";
import { useContractForm } from "../../lib/forms";
import { IdentityFields, NEW_IDENTITY } from "./IdentityFields";

/** An admin invites a teammate: the account is made with its role, and the link to choose a password is mailed. */
export function InviteUserDialog(props: SavingDialogProps<InviteUser>) {
  const form = useContractForm(inviteUserBody, NEW_IDENTITY);
  const { register } = form;

  return (
    <BoundFormDialog
      form={form}
      title="Invite user"
      description="We'll e-mail them a link to choose their password and sign in."
      submitLabel="Send invitation"
      busyLabel="Sending..."
      {...props}
    >
      <IdentityFields idPrefix="invite-user" register={register} />
    </BoundFormDialog>
  );
}
