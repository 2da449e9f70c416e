import { SearchX } from "lucide-react";
import { BackLink } from "../../components/BackLink";

export function ClientNotFound() {
  return (
    <div className="card mx-auto mt-2 max-w-lg border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-base-200 text-base-content/60">
          <SearchX className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-xl font-bold">Client not found</h2>
        <p className="text-sm text-base-content/70">
          This client does not exist, or it is not one of yours.
        </p>
        <BackLink to="/clients" className="btn btn-primary mt-2">
          Back to Clients
        </BackLink>
      </div>
    </div>
  );
}
