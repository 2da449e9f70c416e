export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || window.location.origin;
export const anonKey: string | undefined = import.meta.env.VITE_SUPABASE_ANON_KEY;
