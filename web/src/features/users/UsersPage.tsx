import { useState } from "react";
import { UserPlus } from "lucide-react";
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
import {
  type ListedUser,
  useClearSignInBlock,
  useCreateUser,
  useDeleteUser,
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
  const { dialog, open, close, saveThenClose } = useItemDialogs<User>([
    createUser,
    updateUser,
    deleteUser,
    clearSignInBlock,
  ]);
  const [blocked, setBlocked] = useState<ListedUser | null>(null);
  const closeClearDialog = () => {
    setBlocked(null);
    close();
  };

  return (
    <>
      <PageHeader
        title="Users Management"
        subtitle="Manage user accounts and permissions"
        actions={
          <DisabledReason reason={canManage ? null : ADMINS_ONLY}>
            <button type="button" className="btn btn-primary" onClick={() => open({ kind: "add" })}>
              <UserPlus className="size-4" aria-hidden="true" />
              Add User
            </button>
          </DisabledReason>
        }
      />
      <section className="card border border-base-300 bg-base-100 shadow-sm" aria-label="User list">
        <UsersTable
          list={listState(users, (list) => list)}
          canManage={canManage}
          currentUserId={currentUser?.id}
          onEdit={(item) => open({ kind: "edit", item })}
          onDelete={(item) => open({ kind: "delete", item })}
          onClearSignInBlock={setBlocked}
        />
      </section>

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
