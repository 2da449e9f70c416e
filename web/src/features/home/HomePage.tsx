import { useApiHealth } from "./useApiHealth";

function ApiStatus() {
  const health = useApiHealth();
  if (health.isPending) {
    return <span className="badge badge-ghost">API: checking…</span>;
  }
  if (health.isSuccess) {
    return <span className="badge badge-success">API: ok</span>;
  }
  return <span className="badge badge-error">API: unreachable</span>;
}

export default function HomePage() {
  return (
    <main className="hero min-h-screen bg-base-200">
      <div className="hero-content text-center">
        <div className="max-w-md space-y-4">
          <h1 className="text-4xl font-bold">AI Sales CRM</h1>
          <p className="text-lg text-base-content/70">AI-Powered Client Management</p>
          <p role="status">
            <ApiStatus />
          </p>
        </div>
      </div>
    </main>
  );
}
