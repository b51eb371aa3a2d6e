/**
 * The Firebase Auth functions the screens call, in one client-only module: React Router
 * replaces `*.client.ts` modules with empty ones in the server build, so the Worker never
 * carries the browser SDK (it would only be dead weight there).
 */
export {
  EmailAuthProvider,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  deleteUser,
  linkWithCredential,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInAnonymously,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  verifyPasswordResetCode,
} from "firebase/auth";
