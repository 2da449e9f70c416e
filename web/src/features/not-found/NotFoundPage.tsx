import { Link } from "react-router";

export default function NotFoundPage() {
  return (
    <main className="hero min-h-screen bg-base-200">
      <div className="hero-content text-center">
        <div className="max-w-md space-y-4">
          <h1 className="text-3xl font-bold">Page not found</h1>
          <p className="text-base-content/70">The page you are looking for does not exist.</p>
          <Link to="/" className="btn btn-primary">
            Back to the app
          </Link>
        </div>
      </div>
    </main>
  );
}
