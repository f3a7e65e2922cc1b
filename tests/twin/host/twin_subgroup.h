// Sub-group builtins (cl_khr_subgroups) and the lane operations twin.h maps to __builtin_amdgcn_* on the
// device. A sub-group is a wave: work-items in linear local order, `subGroupSize` (the wave size) per
// sub-group, the last one partial. Every work-item of a sub-group must reach each operation, as OpenCL
// requires; the runtime reports it when they do not.
#pragma once
#include <cstdint>
#include <cstring>

namespace twin::cl {

inline uint32_t get_max_sub_group_size() { return rt::dispatch().subGroupSize; }
inline uint32_t get_sub_group_size() { return rt::subGroupSizeOfCaller(); }
inline uint32_t get_sub_group_id() { return uint32_t(rt::current().linearLocal / rt::dispatch().subGroupSize); }
inline uint32_t get_sub_group_local_id() { return uint32_t(rt::current().linearLocal % rt::dispatch().subGroupSize); }
inline uint32_t get_num_sub_groups() {
  const rt::WorkItem& w = rt::current();
  const size_t items = w.groupSize[0] * w.groupSize[1] * w.groupSize[2];
  return uint32_t((items + rt::dispatch().subGroupSize - 1) / rt::dispatch().subGroupSize);
}

template <class T> uint64_t toBits(T v) {
  uint64_t b = 0;
  std::memcpy(&b, &v, sizeof v);
  return b;
}
template <class T> T fromBits(uint64_t b) {
  T v;
  std::memcpy(&v, &b, sizeof v);
  return v;
}
// The values of the caller's sub-group; `count` receives how many work-items it has.
template <class T> const uint64_t* exchange(T v, unsigned* count) {
  const uint64_t* all = rt::subGroupExchange(toBits(v));
  *count = rt::subGroupSizeOfCaller();
  return all;
}

template <class T, class F> T subGroupFold(T v, T init, F f) {
  unsigned n;
  const uint64_t* all = exchange(v, &n);
  T acc = init;
  for (unsigned i = 0; i < n; ++i) acc = f(acc, fromBits<T>(all[i]));
  return acc;
}
template <class T> T sub_group_reduce_add(T v) { return subGroupFold(v, T(0), [](T a, T b) { return T(a + b); }); }
template <class T> T sub_group_reduce_min(T v) { return subGroupFold(v, v, [](T a, T b) { return b < a ? b : a; }); }
template <class T> T sub_group_reduce_max(T v) { return subGroupFold(v, v, [](T a, T b) { return a < b ? b : a; }); }
template <class T> T scan(T v, bool inclusive) {
  unsigned n;
  const uint64_t* all = exchange(v, &n);
  const unsigned me = get_sub_group_local_id();
  T acc = T(0);
  for (unsigned i = 0; i < me + (inclusive ? 1 : 0); ++i) acc = T(acc + fromBits<T>(all[i]));
  return acc;
}
template <class T> T sub_group_scan_inclusive_add(T v) { return scan(v, true); }
template <class T> T sub_group_scan_exclusive_add(T v) { return scan(v, false); }
template <class T> T sub_group_broadcast(T v, uint32_t lane) {
  unsigned n;
  const uint64_t* all = exchange(v, &n);
  return fromBits<T>(all[lane < n ? lane : 0]);
}
inline int sub_group_any(int p) { return subGroupFold(p != 0, false, [](bool a, bool b) { return a || b; }); }
inline int sub_group_all(int p) { return subGroupFold(p != 0, true, [](bool a, bool b) { return a && b; }); }
inline void sub_group_barrier(int) { rt::subGroupExchange(0); }

// ---- lane operations (twin.h: __builtin_amdgcn_* on the device) ----
inline uint32_t twin_lane_id() { return get_sub_group_local_id(); }
// ds_bpermute: the value of lane `lane` (modulo the wave size).
inline uint32_t twin_lane_shuffle(uint32_t x, uint32_t lane) {
  unsigned n;
  const uint64_t* all = exchange(x, &n);
  return uint32_t(all[lane & (rt::dispatch().subGroupSize - 1)]);
}
// DPP quad_perm:[1,0,3,2]: swap neighbours.
inline uint32_t twin_quad_swap(uint32_t x) {
  unsigned n;
  const uint64_t* all = exchange(x, &n);
  return uint32_t(all[twin_lane_id() ^ 1]);
}
// DPP row_shr:1 with bound_ctrl off: lane l of each row of 16 takes lane l-1; lane 0 of a row keeps `old`.
inline uint32_t twin_row_shr1(uint32_t x, uint32_t old) {
  unsigned n;
  const uint64_t* all = exchange(x, &n);
  const uint32_t me = twin_lane_id();
  return me % 16 == 0 ? old : uint32_t(all[me - 1]);
}
// DPP row_ror:4: rotate right by 4 within each row of 16.
inline uint32_t twin_row_ror4(uint32_t x) {
  unsigned n;
  const uint64_t* all = exchange(x, &n);
  const uint32_t me = twin_lane_id();
  return uint32_t(all[(me & ~15u) | ((me + 12) & 15)]);
}
inline uint32_t twin_readfirstlane(uint32_t x) {
  unsigned n;
  return uint32_t(exchange(x, &n)[0]);
}

}  // namespace twin::cl
