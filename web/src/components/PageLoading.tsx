export function PageLoading({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <div className={`flex items-center justify-center ${fullScreen ? "min-h-screen" : "min-h-64"}`}>
      <span className="loading loading-spinner loading-lg text-primary" aria-label="Loading" />
    </div>
  );
}
