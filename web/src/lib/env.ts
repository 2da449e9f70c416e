// The key `supabase start` and the local stand-in print; it only works against a local stack,
// so a build without VITE_SUPABASE_ANON_KEY still talks to the stand-in it is served by.
const LOCAL_DEVELOPMENT_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || window.location.origin;
export const anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_DEVELOPMENT_ANON_KEY;
