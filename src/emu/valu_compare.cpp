// VALU semantics: compares (v_cmp_*, v_cmpx_*, GFX6/7 v_cmps*/v_cmpsx*) and class tests. Registered from the
// mnemonic's condition and type, so every compare row of the table has one. A lane's bit is the result;
// the executor clears inactive lanes and writes VCC, an SGPR pair or EXEC.
#include <cmath>
#include <string_view>

#include "emu/valu_lanes.h"

namespace gcnkit::emu {

namespace {

enum Cond : int { F, LT, EQ, LE, GT, LG, GE, O, U, NGE, NLG, NGT, NLE, NEQ, NLT, TRU, NE, T_ };

template <int C, class T>
bool compare(T a, T b) {
  switch (C) {
    case F: return false;
    case LT: return a < b;
    case EQ: return a == b;
    case LE: return a <= b;
    case GT: return a > b;
    case LG: return a < b || a > b;
    case GE: return a >= b;
    case O: return a == a && b == b;
    case U: return a != a || b != b;
    case NGE: return !(a >= b);
    case NLG: return !(a < b || a > b);
    case NGT: return !(a > b);
    case NLE: return !(a <= b);
    case NEQ: return !(a == b);
    case NLT: return !(a < b);
    case TRU: return true;
    case NE: return a != b;
    case T_: return true;
  }
  return false;
}

// Float compares: input denormals flushed per the mode of the type (f32: single; f16/f64: double/half).
template <int C>
void cmpF32(VCtx& c) {
  const bool fin = c.mode.flushIn32;
  uint64_t m = 0;
  for (unsigned l = 0; l < c.lanes; ++l)
    m |= uint64_t(compare<C>(fp::f32(fp::flush32(c.a[0][l], fin)), fp::f32(fp::flush32(c.a[1][l], fin)))) << l;
  c.maskOut = m;
}
template <int C>
void cmpF64(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  uint64_t m = 0;
  for (unsigned l = 0; l < c.lanes; ++l)
    m |= uint64_t(compare<C>(fp::f64(fp::flush64(c.q[0][l], fin)), fp::f64(fp::flush64(c.q[1][l], fin)))) << l;
  c.maskOut = m;
}
template <int C>
void cmpF16(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  uint64_t m = 0;
  for (unsigned l = 0; l < c.lanes; ++l) m |= uint64_t(compare<C>(h2d(c.a[0][l], fin), h2d(c.a[1][l], fin))) << l;
  c.maskOut = m;
}
template <int C, class T>
void cmpInt(VCtx& c) {
  uint64_t m = 0;
  for (unsigned l = 0; l < c.lanes; ++l) {
    T a, b;
    if constexpr (sizeof(T) == 8) a = T(c.q[0][l]), b = T(c.q[1][l]);
    else a = T(c.a[0][l]), b = T(c.a[1][l]);
    m |= uint64_t(compare<C>(a, b)) << l;
  }
  c.maskOut = m;
}

// Class bits of src1: 0 signaling NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal,
// 8 +normal, 9 +inf. Denormals are classified as they are (the class test does not flush).
template <class U, int ExpBits, int MantBits>
unsigned classOf(U b) {
  const U expMask = U((U(1) << ExpBits) - 1) << MantBits;
  const U mantMask = (U(1) << MantBits) - 1;
  const bool neg = (b >> (ExpBits + MantBits)) & 1;
  const U e = b & expMask, m = b & mantMask;
  if (e == expMask) {
    if (!m) return neg ? 2 : 9;
    return (m >> (MantBits - 1)) & 1 ? 1 : 0;
  }
  if (e == 0) return m ? (neg ? 4 : 7) : (neg ? 5 : 6);
  return neg ? 3 : 8;
}
template <int Width>
void cmpClass(VCtx& c) {
  uint64_t m = 0;
  for (unsigned l = 0; l < c.lanes; ++l) {
    unsigned k;
    if (Width == 64) k = classOf<uint64_t, 11, 52>(c.q[0][l]);
    else if (Width == 32) k = classOf<uint32_t, 8, 23>(c.a[0][l]);
    else k = classOf<uint16_t, 5, 10>(uint16_t(c.a[0][l]));
    m |= uint64_t((c.a[1][l] >> k) & 1) << l;
  }
  c.maskOut = m;
}

template <int C>
ValuFn forType(std::string_view type) {
  if (type == "f32") return cmpF32<C>;
  if (type == "f64") return cmpF64<C>;
  if (type == "f16") return cmpF16<C>;
  if (type == "i16") return cmpInt<C, int16_t>;
  if (type == "u16") return cmpInt<C, uint16_t>;
  if (type == "i32") return cmpInt<C, int32_t>;
  if (type == "u32") return cmpInt<C, uint32_t>;
  if (type == "i64") return cmpInt<C, int64_t>;
  if (type == "u64") return cmpInt<C, uint64_t>;
  return nullptr;
}

ValuFn compareFn(std::string_view cond, std::string_view type) {
  static constexpr std::pair<std::string_view, int> kConds[] = {
      {"f", F},     {"lt", LT},   {"eq", EQ},   {"le", LE},   {"gt", GT},   {"lg", LG},
      {"ge", GE},   {"o", O},     {"u", U},     {"nge", NGE}, {"nlg", NLG}, {"ngt", NGT},
      {"nle", NLE}, {"neq", NEQ}, {"nlt", NLT}, {"tru", TRU}, {"ne", NE},   {"t", T_}};
  for (auto [name, c] : kConds) {
    if (name != cond) continue;
    switch (c) {
      case F: return forType<F>(type);
      case LT: return forType<LT>(type);
      case EQ: return forType<EQ>(type);
      case LE: return forType<LE>(type);
      case GT: return forType<GT>(type);
      case LG: return forType<LG>(type);
      case GE: return forType<GE>(type);
      case O: return forType<O>(type);
      case U: return forType<U>(type);
      case NGE: return forType<NGE>(type);
      case NLG: return forType<NLG>(type);
      case NGT: return forType<NGT>(type);
      case NLE: return forType<NLE>(type);
      case NEQ: return forType<NEQ>(type);
      case NLT: return forType<NLT>(type);
      case TRU: return forType<TRU>(type);
      case NE: return forType<NE>(type);
      case T_: return forType<T_>(type);
    }
  }
  return nullptr;
}

}  // namespace

void registerCompareOps(SemTable& t) {
  for (int i = 0; i < kOpCount; ++i) {
    const Op op = Op(i);
    const OpInfo& info = opInfo(op);
    if (info.enc != Encoding::VOPC) continue;
    std::string_view n = info.name;  // v_cmp[s][x]_COND_TYPE or v_cmp[x]_class_TYPE
    const size_t first = n.find('_', 2), last = n.rfind('_');
    if (first == std::string_view::npos || last <= first) continue;
    const std::string_view cond = n.substr(first + 1, last - first - 1), type = n.substr(last + 1);
    ValuFn fn = nullptr;
    if (cond == "class") fn = type == "f64" ? cmpClass<64> : type == "f32" ? cmpClass<32> : cmpClass<16>;
    else fn = compareFn(cond, type);
    if (!fn) continue;
    t.set(op, fn, VResult::Mask);
    t[op].f64Mode = type == "f64" || type == "f16";
  }
}

}  // namespace gcnkit::emu
