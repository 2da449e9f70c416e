import { useState } from "react";
import { UserPlus } from "lucide-react";
import { DeleteConfirmDialog } from "../../components/DeleteConfirmDialog";
import { PageHeader } from "../../components/PageHeader";
import { useToast } from "../../components/toastContext";
import type { User } from "../../lib/types";
import { listState, savingState } from "../../lib/queryState";
import { useAuth } from "../auth/useAuth";
import { AddUserDialog } from "./AddUserDialog";
import { ADMINS_ONLY, DisabledReason } from "./DisabledReason";
import { EditUserDialog } from "./EditUserDialog";
import { useCreateUser, useDeleteUser, useUpdateUser, useUsers } from "./userQueries";
import { UsersTable } from "./UsersTable";

type OpenDialog = { kind: "add" } | { kind: "edit"; user: User } | { kind: "delete"; user: User };

export default function UsersPage() {
  const { user: currentUser } = useAuth();
  const toast = useToast();
  const canManage = currentUser?.role === "ADMIN";
  const users = useUsers();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  const closeDialog = () => {
    setDialog(null);
    createUser.reset();
    updateUser.reset();
    deleteUser.reset();
  };

  return (
    <>
      <PageHeader
        title="Users Management"
        subtitle="Manage user accounts and permissions"
        actions={
          <DisabledReason reason={canManage ? null : ADMINS_ONLY}>
            <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: "add" })}>
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
          onEdit={(user) => setDialog({ kind: "edit", user })}
          onDelete={(user) => setDialog({ kind: "delete", user })}
        />
      </section>

      {dialog?.kind === "add" && (
        <AddUserDialog
          {...savingState(createUser)}
          onSubmit={(input) =>
            createUser.mutate(input, {
              onSuccess: (created) => {
                closeDialog();
                toast.notify(`${created.name} was added`, "success");
              },
            })
          }
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === "edit" && (
        <EditUserDialog
          key={dialog.user.id}
          user={dialog.user}
          {...savingState(updateUser)}
          onSubmit={(changes) =>
            updateUser.mutate(
              { id: dialog.user.id, changes },
              {
                onSuccess: (updated) => {
                  closeDialog();
                  toast.notify(`${updated.name} was updated`, "success");
                },
              },
            )
          }
          onClose={closeDialog}
        />
      )}
      <DeleteConfirmDialog
        title="Delete User"
        name={dialog?.kind === "delete" ? dialog.user.name : null}
        {...savingState(deleteUser)}
        onConfirm={() => {
          if (dialog?.kind !== "delete") return;
          const { user } = dialog;
          deleteUser.mutate(user.id, {
            onSuccess: () => {
              closeDialog();
              toast.notify(`${user.name} was deleted`, "success");
            },
          });
        }}
        onClose={closeDialog}
      />
    </>
  );
}
