// OpenCL 1.2 atomic functions for the host twin, real atomics (work-groups may run on several threads).
#pragma once

namespace twin::cl {

template <class T, class U> T atomic_add(volatile T* p, U v) { return __atomic_fetch_add(p, T(v), __ATOMIC_RELAXED); }
template <class T, class U> T atomic_sub(volatile T* p, U v) { return __atomic_fetch_sub(p, T(v), __ATOMIC_RELAXED); }
template <class T, class U> T atomic_and(volatile T* p, U v) { return __atomic_fetch_and(p, T(v), __ATOMIC_RELAXED); }
template <class T, class U> T atomic_or(volatile T* p, U v) { return __atomic_fetch_or(p, T(v), __ATOMIC_RELAXED); }
template <class T, class U> T atomic_xor(volatile T* p, U v) { return __atomic_fetch_xor(p, T(v), __ATOMIC_RELAXED); }
template <class T, class U> T atomic_xchg(volatile T* p, U v) { return __atomic_exchange_n(p, T(v), __ATOMIC_RELAXED); }
template <class T> T atomic_inc(volatile T* p) { return __atomic_fetch_add(p, T(1), __ATOMIC_RELAXED); }
template <class T> T atomic_dec(volatile T* p) { return __atomic_fetch_sub(p, T(1), __ATOMIC_RELAXED); }
template <class T, class U> T atomic_cmpxchg(volatile T* p, U expected, U desired) {
  T e = T(expected);
  __atomic_compare_exchange_n(p, &e, T(desired), false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return e;  // the old value whether or not it matched
}
template <class T, class U, class Pick> T atomicUpdate(volatile T* p, U v, Pick pick) {
  T old = __atomic_load_n(p, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(p, &old, pick(old, T(v)), false, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
  }
  return old;
}
template <class T, class U> T atomic_min(volatile T* p, U v) {
  return atomicUpdate(p, v, [](T a, T b) { return b < a ? b : a; });
}
template <class T, class U> T atomic_max(volatile T* p, U v) {
  return atomicUpdate(p, v, [](T a, T b) { return a < b ? b : a; });
}

// The 64-bit atomics of cl_khr_int64_base_atomics / cl_khr_int64_extended_atomics.
template <class T, class U> T atom_add(volatile T* p, U v) { return atomic_add(p, v); }
template <class T, class U> T atom_max(volatile T* p, U v) { return atomic_max(p, v); }
template <class T, class U> T atom_xor(volatile T* p, U v) { return atomic_xor(p, v); }

}  // namespace twin::cl
