import { useMemo, useState } from "react";
import { MailPlus, UserPlus } from "lucide-react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DeleteConfirmDialog } from "../../components/DeleteConfirmDialog";
import { PageHeader } from "../../components/PageHeader";
import type { User } from "../../lib/types";
import { listState, savingState } from "../../lib/queryState";
import { useItemDialogs } from "../../hooks/useItemDialogs";
import { useAuth } from "../auth/useAuth";
import { AddUserDialog } from "./AddUserDialog";
import { ADMINS_ONLY, DisabledReason } from "./DisabledReason";
import { EditUserDialog } from "./EditUserDialog";
import { InviteUserDialog } from "./InviteUserDialog";
import { PendingInvitations } from "./PendingInvitations";
import {
  type ListedUser,
  useClearSignInBlock,
  useCreateUser,
  useDeleteUser,
  useInvitations,
  useInviteUser,
  useUpdateUser,
  useUsers,
} from "./userQueries";
import { UsersTable } from "./UsersTable";

export default function UsersPage() {
  const { user: currentUser } = useAuth();
  const canManage = currentUser?.role === "ADMIN";
  const users = useUsers();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const clearSignInBlock = useClearSignInBlock();
  const invitations = useInvitations({ enabled: canManage });
  const inviteUser = useInviteUser();
  const { dialog, open, close, saveThenClose } = useItemDialogs<User>([
    createUser,
    updateUser,
    deleteUser,
    clearSignInBlock,
    inviteUser,
  ]);
  const [blocked, setBlocked] = useState<ListedUser | null>(null);
  const closeClearDialog = () => {
    setBlocked(null);
    close();
  };
  const [inviting, setInviting] = useState(false);
  const closeInviteDialog = () => {
    setInviting(false);
    close();
  };
  const invitedIds = useMemo(
    () => new Set(invitations.data?.map((invitation) => invitation.id)),
    [invitations.data],
  );

  return (
    <>
      <PageHeader
        title="Users Management"
        subtitle="Manage user accounts and permissions"
        actions={
          <div className="flex flex-wrap gap-2">
            <DisabledReason reason={canManage ? null : ADMINS_ONLY}>
              <button type="button" className="btn btn-outline" onClick={() => setInviting(true)}>
                <MailPlus className="size-4" aria-hidden="true" />
                Invite user
              </button>
            </DisabledReason>
            <DisabledReason reason={canManage ? null : ADMINS_ONLY}>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => open({ kind: "add" })}
              >
                <UserPlus className="size-4" aria-hidden="true" />
                Add User
              </button>
            </DisabledReason>
          </div>
        }
      />
      <section className="card border border-base-300 bg-base-100 shadow-sm" aria-label="User list">
        <UsersTable
          list={listState(users, (list) => list)}
          canManage={canManage}
          currentUserId={currentUser?.id}
          invitedIds={invitedIds}
          onEdit={(item) => open({ kind: "edit", item })}
          onDelete={(item) => open({ kind: "delete", item })}
          onClearSignInBlock={setBlocked}
        />
      </section>
      {canManage && <PendingInvitations list={listState(invitations, (list) => list)} />}

      {inviting && (
        <InviteUserDialog
          {...savingState(inviteUser)}
          onSubmit={(input) =>
            saveThenClose(
              inviteUser,
              input,
              (invitation) => `An invitation was sent to ${invitation.email}`,
              () => setInviting(false),
            )
          }
          onClose={closeInviteDialog}
        />
      )}
      {dialog?.kind === "add" && (
        <AddUserDialog
          {...savingState(createUser)}
          onSubmit={(input) => saveThenClose(createUser, input, (user) => `${user.name} was added`)}
          onClose={close}
        />
      )}
      {dialog?.kind === "edit" && (
        <EditUserDialog
          key={dialog.item.id}
          user={dialog.item}
          {...savingState(updateUser)}
          onSubmit={(changes) =>
            saveThenClose(
              updateUser,
              { id: dialog.item.id, changes },
              (user) => `${user.name} was updated`,
            )
          }
          onClose={close}
        />
      )}
      <DeleteConfirmDialog
        title="Delete User"
        name={dialog?.kind === "delete" ? dialog.item.name : null}
        {...savingState(deleteUser)}
        onConfirm={() =>
          dialog?.kind === "delete" &&
          saveThenClose(deleteUser, dialog.item.id, () => `${dialog.item.name} was deleted`)
        }
        onClose={close}
      />
      <ConfirmDialog
        open={blocked !== null}
        title="Clear sign-in block"
        message={
          blocked &&
          `${blocked.name} is held back after wrong passwords. Let them sign in again now?`
        }
        confirmLabel="Clear block"
        busyLabel="Clearing..."
        {...savingState(clearSignInBlock)}
        onConfirm={() =>
          blocked &&
          saveThenClose(
            clearSignInBlock,
            blocked.id,
            () => `${blocked.name} can sign in again`,
            () => setBlocked(null),
          )
        }
        onClose={closeClearDialog}
      />
    </>
  );
}
