import { beforeEach, describe, expect, it } from "vitest";
import { createAuthStorage, REMEMBER_ME_KEY } from "./authStorage";

describe("createAuthStorage", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("keeps the session in localStorage when the user asked to be remembered", () => {
    const storage = createAuthStorage();
    storage.setRememberMe(true);
    storage.setItem("sb-token", "abc");
    expect(localStorage.getItem("sb-token")).toBe("abc");
    expect(sessionStorage.getItem("sb-token")).toBeNull();
    expect(storage.getItem("sb-token")).toBe("abc");
  });

  it("keeps the session in sessionStorage otherwise", () => {
    const storage = createAuthStorage();
    storage.setRememberMe(false);
    storage.setItem("sb-token", "abc");
    expect(sessionStorage.getItem("sb-token")).toBe("abc");
    expect(localStorage.getItem("sb-token")).toBeNull();
    expect(storage.getItem("sb-token")).toBe("abc");
  });

  it("remembers the choice across instances (a reload)", () => {
    createAuthStorage().setRememberMe(false);
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBe("false");
    expect(createAuthStorage().rememberMe()).toBe(false);
  });

  it("defaults to remembering when no choice was made", () => {
    expect(createAuthStorage().rememberMe()).toBe(true);
  });

  it("drops a copy left in the other storage when the choice changes", () => {
    const storage = createAuthStorage();
    storage.setRememberMe(true);
    storage.setItem("sb-token", "old");
    storage.setRememberMe(false);
    storage.setItem("sb-token", "new");
    expect(localStorage.getItem("sb-token")).toBeNull();
    expect(sessionStorage.getItem("sb-token")).toBe("new");
  });

  it("removes the session from both storages", () => {
    localStorage.setItem("sb-token", "a");
    sessionStorage.setItem("sb-token", "b");
    createAuthStorage().removeItem("sb-token");
    expect(localStorage.getItem("sb-token")).toBeNull();
    expect(sessionStorage.getItem("sb-token")).toBeNull();
  });
});
