#include "emu/atomics.h"

#include "emu/formats.h"

#include <atomic>
#include <bit>
#include <cstring>
#include <mutex>
#include <cmath>
#include <string>
#include <string_view>
#include <utility>

namespace gcnkit::emu {

AtomicFn atomicFn(Op op) {
  std::string_view n = opInfo(op).name;
  for (std::string_view prefix : {"s_buffer_atomic_", "s_atomic_", "buffer_atomic_", "flat_atomic_",
                                  "global_atomic_", "image_atomic_", "ds_"})
    if (n.starts_with(prefix)) {
      n.remove_prefix(prefix.size());
      break;
    }
  if (n.ends_with("_x2")) n.remove_suffix(3);
  std::string name(n);
  if (auto p = name.find("_rtn"); p != name.npos) name.erase(p, 4);  // ds_add_rtn_u32 -> add_u32
  // ds names carry a type suffix: ds_add_u32, ds_min_i64, ds_cmpst_f32 ...
  static constexpr std::pair<std::string_view, AtomicFn> names[] = {
      {"swap", AtomicFn::Swap},         {"cmpswap", AtomicFn::CmpSwap}, {"add", AtomicFn::Add},
      {"sub", AtomicFn::Sub},           {"rsub", AtomicFn::RSub},       {"smin", AtomicFn::SMin},       {"umin", AtomicFn::UMin},
      {"smax", AtomicFn::SMax},         {"umax", AtomicFn::UMax},       {"and", AtomicFn::And},
      {"or", AtomicFn::Or},             {"xor", AtomicFn::Xor},         {"inc", AtomicFn::Inc},
      {"dec", AtomicFn::Dec},           {"csub", AtomicFn::CSub},       {"fcmpswap", AtomicFn::FCmpSwap},
      {"fmin", AtomicFn::FMin},         {"fmax", AtomicFn::FMax},       {"add_f32", AtomicFn::FAdd},
      {"add_f64", AtomicFn::FAdd},      {"pk_add_f16", AtomicFn::PkAddF16}, {"pk_add_bf16", AtomicFn::PkAddBF16},
      {"add_u32", AtomicFn::Add},       {"add_u64", AtomicFn::Add},     {"sub_u32", AtomicFn::Sub},
      {"sub_u64", AtomicFn::Sub},       {"rsub_u32", AtomicFn::RSub},   {"rsub_u64", AtomicFn::RSub},
      {"inc_u32", AtomicFn::Inc},       {"inc_u64", AtomicFn::Inc},     {"dec_u32", AtomicFn::Dec},
      {"dec_u64", AtomicFn::Dec},       {"min_i32", AtomicFn::SMin},    {"min_i64", AtomicFn::SMin},
      {"max_i32", AtomicFn::SMax},      {"max_i64", AtomicFn::SMax},    {"min_u32", AtomicFn::UMin},
      {"min_u64", AtomicFn::UMin},      {"max_u32", AtomicFn::UMax},    {"max_u64", AtomicFn::UMax},
      {"and_b32", AtomicFn::And},       {"and_b64", AtomicFn::And},     {"or_b32", AtomicFn::Or},
      {"or_b64", AtomicFn::Or},         {"xor_b32", AtomicFn::Xor},     {"xor_b64", AtomicFn::Xor},
      {"mskor_b32", AtomicFn::MskOr},   {"mskor_b64", AtomicFn::MskOr}, {"wrxchg", AtomicFn::Swap},
      {"cmpst_b32", AtomicFn::CmpSwap}, {"cmpst_b64", AtomicFn::CmpSwap}, {"cmpst_f32", AtomicFn::FCmpSwap},
      {"cmpst_f64", AtomicFn::FCmpSwap}, {"min_f32", AtomicFn::FMin},   {"min_f64", AtomicFn::FMin},
      {"max_f32", AtomicFn::FMax},      {"max_f64", AtomicFn::FMax},    {"wrap", AtomicFn::Wrap},
      {"wrxchg_b32", AtomicFn::Swap},   {"wrxchg_b64", AtomicFn::Swap}};
  for (auto& [s, f] : names)
    if (s == name) return f;
  return AtomicFn::None;
}

namespace {

// bf16 from float, rounding to nearest even (a NaN stays a quiet NaN).
uint16_t floatToBf16(float f) {
  const uint32_t b = std::bit_cast<uint32_t>(f);
  if ((b & 0x7fffffff) > 0x7f800000) return uint16_t(b >> 16 | 0x40);
  return uint16_t((b + 0x7fff + (b >> 16 & 1)) >> 16);
}

// Two 16-bit floats added lane-half by lane-half: the float sum of two halves (or bf16s) rounds to the same
// 16-bit value as the exact sum (it is exact, or the smaller operand is below a quarter of the result's ulp).
uint64_t packedAdd(uint64_t old, uint64_t src, bool bf16) {
  uint32_t r = 0;
  for (unsigned h = 0; h < 32; h += 16) {
    const uint16_t a = uint16_t(old >> h), b = uint16_t(src >> h);
    const float s = bf16 ? std::bit_cast<float>(uint32_t(a) << 16) + std::bit_cast<float>(uint32_t(b) << 16)
                         : halfToFloat(a) + halfToFloat(b);
    r |= uint32_t(bf16 ? floatToBf16(s) : floatToHalf(s)) << h;
  }
  return r;
}

double asFloat(uint64_t v, unsigned bits) {
  return bits == 64 ? std::bit_cast<double>(v) : double(std::bit_cast<float>(uint32_t(v)));
}
uint64_t fromFloat(double d, unsigned bits) {
  return bits == 64 ? std::bit_cast<uint64_t>(d) : std::bit_cast<uint32_t>(float(d));
}

}  // namespace

uint64_t atomicResult(AtomicFn f, uint64_t old, uint64_t src, uint64_t cmp, unsigned bits) {
  const uint64_t mask = bits == 64 ? ~0ull : 0xffffffffull;
  old &= mask;
  src &= mask;
  cmp &= mask;
  auto sext = [&](uint64_t v) { return bits == 64 ? int64_t(v) : int64_t(int32_t(uint32_t(v))); };
  const double fo = asFloat(old, bits), fs = asFloat(src, bits);
  uint64_t r = 0;
  switch (f) {
    case AtomicFn::Swap: case AtomicFn::None: r = src; break;
    case AtomicFn::CmpSwap: r = old == cmp ? src : old; break;
    case AtomicFn::Add: r = old + src; break;
    case AtomicFn::Sub: r = old - src; break;
    case AtomicFn::RSub: r = src - old; break;
    case AtomicFn::SMin: r = sext(src) < sext(old) ? src : old; break;
    case AtomicFn::UMin: r = src < old ? src : old; break;
    case AtomicFn::SMax: r = sext(src) > sext(old) ? src : old; break;
    case AtomicFn::UMax: r = src > old ? src : old; break;
    case AtomicFn::And: r = old & src; break;
    case AtomicFn::Or: r = old | src; break;
    case AtomicFn::Xor: r = old ^ src; break;
    case AtomicFn::Inc: r = old < src ? old + 1 : 0; break;
    case AtomicFn::Dec: r = (old == 0 || old > src) ? src : old - 1; break;
    case AtomicFn::MskOr: r = (old & ~src) | cmp; break;
    case AtomicFn::CSub: r = old >= src ? old - src : 0; break;  // clamped at 0 (GFX10.3)
    case AtomicFn::Wrap: r = old >= src ? old - src : old + cmp; break;
    case AtomicFn::FAdd: r = fromFloat(fo + fs, bits); break;
    case AtomicFn::FMin: r = std::isnan(fs) ? old : std::isnan(fo) || fs < fo ? src : old; break;
    case AtomicFn::FMax: r = std::isnan(fs) ? old : std::isnan(fo) || fs > fo ? src : old; break;
    case AtomicFn::FCmpSwap: r = fo == asFloat(cmp, bits) ? src : old; break;
    case AtomicFn::PkAddF16: r = packedAdd(old, src, false); break;
    case AtomicFn::PkAddBF16: r = packedAdd(old, src, true); break;
  }
  return r & mask;
}

}  // namespace gcnkit::emu

namespace gcnkit::emu {

namespace {
template <class T> uint64_t casLoop(uint8_t* p, AtomicFn f, uint64_t src, uint64_t cmp) {
  std::atomic_ref<T> r(*reinterpret_cast<T*>(p));
  T old = r.load(std::memory_order_relaxed);
  while (!r.compare_exchange_weak(old, T(atomicResult(f, old, src, cmp, sizeof(T) * 8)), std::memory_order_acq_rel,
                                  std::memory_order_relaxed)) {
  }
  return old;
}
}  // namespace

uint64_t atomicUpdate(uint8_t* p, unsigned bytes, AtomicFn f, uint64_t src, uint64_t cmp) {
  const auto at = reinterpret_cast<uintptr_t>(p);
  if (bytes == 4 && at % 4 == 0) return casLoop<uint32_t>(p, f, src, cmp);
  if (bytes == 8 && at % 8 == 0) return casLoop<uint64_t>(p, f, src, cmp);
  static std::mutex unaligned;  // rare: a 64-bit atomic at a 4-byte aligned address
  std::lock_guard lock(unaligned);
  uint64_t old = 0;
  std::memcpy(&old, p, bytes);
  const uint64_t nv = atomicResult(f, old, src, cmp, bytes * 8);
  std::memcpy(p, &nv, bytes);
  return old;
}

}  // namespace gcnkit::emu
