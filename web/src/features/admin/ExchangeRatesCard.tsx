import { useState } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { ArrowLeftRight, Pencil, Plus, Trash2 } from "lucide-react";
import { createExchangeRateBody, updateExchangeRateBody, type ExchangeRate } from "@contract";
import { DeleteConfirmDialog } from "../../components/DeleteConfirmDialog";
import { InputField } from "../../components/FormInputs";
import { IconButton } from "../../components/IconButton";
import { formatRatesDate } from "../../components/TotalWithUnconverted";
import { useItemDialogs } from "../../hooks/useItemDialogs";
import { useContractForm } from "../../lib/forms";
import { savingState } from "../../lib/queryState";
import { Card } from "./AdminCards";
import { AdminInlineForm, CurrencyCodeField, InlineSaveCancel, Loaded } from "./AdminSection";
import {
  useCreateExchangeRate,
  useDeleteExchangeRate,
  useExchangeRates,
  useUpdateExchangeRate,
} from "./pipelineAdminQueries";

const today = () => new Date().toISOString().slice(0, 10);

/** What adding and editing a rate both ask: one unit's value and the day it holds from. */
function RateAndDayFields({
  rateLabel,
  ids,
  register,
  errors,
}: {
  rateLabel: string;
  ids: { rate: string; validOn: string };
  register: UseFormRegister<{ rate?: number; validOn?: string }>;
  errors: FieldErrors<{ rate?: number; validOn?: string }>;
}) {
  return (
    <>
      <InputField
        label={rateLabel}
        id={ids.rate}
        type="number"
        step="any"
        min={0}
        field={register("rate", { valueAsNumber: true })}
        invalid={!!errors.rate}
      />
      <InputField
        label="Valid from"
        id={ids.validOn}
        type="date"
        field={register("validOn")}
        invalid={!!errors.validOn}
      />
    </>
  );
}

function AddRateForm({ workspaceCurrency }: { workspaceCurrency: string }) {
  const create = useCreateExchangeRate();
  const form = useContractForm(createExchangeRateBody, {
    currency: "",
    rate: Number.NaN,
    validOn: today(),
  });
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => form.reset({ currency: "", rate: Number.NaN, validOn: values.validOn }),
    }),
  );
  return (
    <AdminInlineForm
      label="Add an exchange rate"
      onSubmit={submit}
      errors={form.formState.errors}
      requestError={create.error}
      lineClassName="grid grid-cols-1 items-end gap-3 sm:grid-cols-[5rem_minmax(7rem,1fr)_9.5rem_auto]"
    >
      <CurrencyCodeField
        label="Currency"
        id="rate-currency"
        placeholder="USD"
        field={form.register("currency")}
        invalid={!!form.formState.errors.currency}
      />
      <RateAndDayFields
        rateLabel={`Value in ${workspaceCurrency}`}
        ids={{ rate: "rate-value", validOn: "rate-valid-on" }}
        register={form.register}
        errors={form.formState.errors}
      />
      <button
        type="submit"
        className="btn btn-primary whitespace-nowrap"
        disabled={create.isPending}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add rate
      </button>
    </AdminInlineForm>
  );
}

function EditRateRow({ rate, onDone }: { rate: ExchangeRate; onDone(): void }) {
  const update = useUpdateExchangeRate();
  const form = useContractForm(updateExchangeRateBody, { rate: rate.rate, validOn: rate.validOn });
  const submit = form.handleSubmit((changes) =>
    update.mutate({ id: rate.id, changes }, { onSuccess: onDone }),
  );
  return (
    <tr>
      <td colSpan={4}>
        <AdminInlineForm
          label={`Edit the ${rate.currency} rate`}
          onSubmit={submit}
          errors={form.formState.errors}
          requestError={update.error}
          lineClassName="flex flex-wrap items-end gap-3"
        >
          <span className="pb-2 font-semibold">{rate.currency}</span>
          <RateAndDayFields
            rateLabel="Rate"
            ids={{ rate: `edit-rate-${rate.id}`, validOn: `edit-valid-on-${rate.id}` }}
            register={form.register}
            errors={form.formState.errors}
          />
          <InlineSaveCancel busy={update.isPending} onCancel={onDone} />
        </AdminInlineForm>
      </td>
    </tr>
  );
}

function RatesTable({
  currency,
  rates,
  onEdit,
  onDelete,
  editing,
  onDoneEditing,
}: {
  currency: string;
  rates: ExchangeRate[];
  editing: string | null;
  onEdit(rate: ExchangeRate): void;
  onDelete(rate: ExchangeRate): void;
  onDoneEditing(): void;
}) {
  if (rates.length === 0)
    return <p className="text-sm text-base-content/60">No exchange rates yet</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm" aria-label="Exchange rates">
        <thead>
          <tr>
            <th scope="col">Currency</th>
            <th
              scope="col"
              className="text-right"
              title={`What one unit of the currency is worth in ${currency}`}
            >
              Rate ({currency})
            </th>
            <th scope="col">Valid from</th>
            <th scope="col" className="text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) =>
            editing === rate.id ? (
              <EditRateRow key={rate.id} rate={rate} onDone={onDoneEditing} />
            ) : (
              <tr key={rate.id}>
                <th scope="row">{rate.currency}</th>
                <td className="text-right tabular-nums">{rate.rate}</td>
                <td>{formatRatesDate(rate.validOn)}</td>
                <td className="text-right whitespace-nowrap">
                  <IconButton
                    icon={Pencil}
                    label={`Edit the ${rate.currency} rate of ${rate.validOn}`}
                    onClick={() => onEdit(rate)}
                  />
                  <IconButton
                    icon={Trash2}
                    label={`Delete the ${rate.currency} rate of ${rate.validOn}`}
                    className="text-error"
                    onClick={() => onDelete(rate)}
                  />
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The admin's table of exchange rates: one unit of a currency in the workspace currency, from a date on. */
export function ExchangeRatesCard() {
  const rates = useExchangeRates();
  const remove = useDeleteExchangeRate();
  const [editing, setEditing] = useState<string | null>(null);
  const { dialog, open, close, saveThenClose } = useItemDialogs<ExchangeRate>([remove]);
  const deleting = dialog?.kind === "delete" ? dialog.item : null;

  return (
    <Card title="Exchange Rates" icon={ArrowLeftRight}>
      <Loaded
        query={rates}
        label="Loading exchange rates"
        fallback="Failed to load the exchange rates"
      >
        {({ currency, rates: list }) => (
          <>
            <p className="text-sm text-base-content/70">
              Totals use each currency's latest rate; a deal in a currency without a rate is shown
              apart, never added.
            </p>
            <AddRateForm workspaceCurrency={currency} />
            <RatesTable
              currency={currency}
              rates={list}
              editing={editing}
              onEdit={(rate) => setEditing(rate.id)}
              onDelete={(rate) => open({ kind: "delete", item: rate })}
              onDoneEditing={() => setEditing(null)}
            />
          </>
        )}
      </Loaded>
      <DeleteConfirmDialog
        title="Delete Exchange Rate"
        name={deleting ? `the ${deleting.currency} rate of ${deleting.validOn}` : null}
        {...savingState(remove)}
        onConfirm={() =>
          deleting &&
          saveThenClose(remove, deleting.id, () => `The ${deleting.currency} rate was deleted`)
        }
        onClose={close}
      />
    </Card>
  );
}
