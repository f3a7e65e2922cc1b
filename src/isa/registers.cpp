#include "isa/registers.h"

#include <array>
#include <bit>
#include <charconv>
#include <cstdio>
#include <cstring>

#include "isa/float_constants.h"
#include "isa/vector_features.h"
#include "isa/name_index.h"
#include "isa/vector_features.h"

namespace gcnkit {

namespace {

// Generation masks for the special register table.
constexpr GenSet kAll = kAllGens;
constexpr GenSet kG6to8 = gensThrough(Gen::GFX8), kG7 = genBit(Gen::GFX7), kG8to9 = gensBetween(Gen::GFX8, Gen::GFX9),
                 kG9up = gensFrom(Gen::GFX9), kG10up = gensFrom(Gen::GFX10), kG9to103 = gensBetween(Gen::GFX9, Gen::GFX10_3),
                 kG6to103 = gensThrough(Gen::GFX10_3);

enum class Avail : uint8_t { Always, XnackMask };

struct Special {
  std::string_view name;
  uint16_t code;
  uint8_t dwords;
  GenSet gens;
  Avail avail = Avail::Always;
};

// Named registers and source operands, with the generations that have them (facts from llvm-mc).
constexpr std::array kSpecials{
    Special{"flat_scratch_lo", 104, 1, kG7}, Special{"flat_scratch_hi", 105, 1, kG7},
    Special{"flat_scratch", 104, 2, kG7},
    Special{"flat_scratch_lo", 102, 1, kG8to9}, Special{"flat_scratch_hi", 103, 1, kG8to9},
    Special{"flat_scratch", 102, 2, kG8to9},
    Special{"xnack_mask_lo", 104, 1, kG8to9, Avail::XnackMask},
    Special{"xnack_mask_hi", 105, 1, kG8to9, Avail::XnackMask},
    Special{"xnack_mask", 104, 2, kG8to9, Avail::XnackMask},
    Special{"vcc_lo", 106, 1, kAll}, Special{"vcc_hi", 107, 1, kAll}, Special{"vcc", 106, 2, kAll},
    Special{"tba_lo", 108, 1, kG6to8}, Special{"tba_hi", 109, 1, kG6to8}, Special{"tba", 108, 2, kG6to8},
    Special{"tma_lo", 110, 1, kG6to8}, Special{"tma_hi", 111, 1, kG6to8}, Special{"tma", 110, 2, kG6to8},
    Special{"m0", 124, 1, kAll}, Special{"null", 125, 1, kG10up},
    Special{"exec_lo", 126, 1, kAll}, Special{"exec_hi", 127, 1, kAll}, Special{"exec", 126, 2, kAll},
    Special{"src_shared_base", 235, 1, kG9up}, Special{"src_shared_limit", 236, 1, kG9up},
    Special{"src_private_base", 237, 1, kG9up}, Special{"src_private_limit", 238, 1, kG9up},
    // GFX11 dropped POPS, vccz/execz as sources and LDS direct reads through a VALU source (llvm-mc 22 still
    // prints src_vccz, src_execz, src_pops_exiting_wave_id for such GFX11 words, but takes no such text).
    Special{"src_pops_exiting_wave_id", 239, 1, kG9to103},
    Special{"src_vccz", opnd::kSrcVccz, 1, kG6to103}, Special{"src_execz", opnd::kSrcExecz, 1, kG6to103},
    Special{"src_scc", opnd::kSrcScc, 1, kAll}, Special{"src_lds_direct", opnd::kLdsDirect, 1, kAll},
    // GFX12.5: the flat scratch base as two 32-bit sources (a 64-bit operand reads the pair from the low name)
    Special{"src_flat_scratch_base_lo", 230, 1, gensFrom(Gen::GFX12_5)},
    Special{"src_flat_scratch_base_hi", 231, 1, gensFrom(Gen::GFX12_5)},
};

// Short spellings LLVM also accepts on input.
struct AliasName {
  std::string_view alias, name;
};
constexpr std::array kAliasNames{
    AliasName{"shared_base", "src_shared_base"},   AliasName{"shared_limit", "src_shared_limit"},
    AliasName{"private_base", "src_private_base"}, AliasName{"private_limit", "src_private_limit"},
    AliasName{"pops_exiting_wave_id", "src_pops_exiting_wave_id"},
    AliasName{"vccz", "src_vccz"},                 AliasName{"execz", "src_execz"},
    AliasName{"scc", "src_scc"},                   AliasName{"lds_direct", "src_lds_direct"},
};

bool available(const Special& s, const Target& t) {
  if (!inGens(s.gens, t.gen())) return false;
  // xnack_mask exists on GFX9 and on GFX8 processors running with xnack on.
  if (s.avail == Avail::XnackMask) return t.gen() == Gen::GFX9 || t.xnack;
  return true;
}


bool parseUnsigned(std::string_view s, int& out) {
  if (s.empty() || s.size() > 4) return false;
  int v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + (c - '0');
  }
  out = v;
  return true;
}

// Parses "<prefix>N" or "<prefix>[a:b]" (also "<prefix>[a]"); returns false if the shape does not match.
bool parseIndexed(std::string_view s, std::string_view prefix, int& first, int& count, bool& bad) {
  if (s.substr(0, prefix.size()) != prefix) return false;
  s.remove_prefix(prefix.size());
  bad = false;
  if (!s.empty() && s.front() == '[') {
    if (s.back() != ']') return false;
    s = s.substr(1, s.size() - 2);
    size_t colon = s.find(':');
    if (colon != std::string_view::npos && s.find(':', colon + 1) != std::string_view::npos) {
      bad = true;  // s[a:b:c]
      first = int(prefix.size() + 1 + s.find(':', colon + 1));
      count = -1;
      return true;
    }
    int a = 0, b = 0;
    if (!parseUnsigned(s.substr(0, colon), a)) return false;
    b = a;
    if (colon != std::string_view::npos && !parseUnsigned(s.substr(colon + 1), b)) return false;
    first = a;
    count = b - a + 1;
    if (b < a) bad = true;
    return true;
  }
  if (!parseUnsigned(s, first)) return false;
  count = 1;
  return true;
}

bool validWidth(int n) { return n == 1 || n == 2 || n == 3 || n == 4 || n == 8 || n == 16; }

}  // namespace

bool vgprTupleWidthValid(int n) { return (n >= 1 && n <= 12) || n == 16 || n == 32; }


// Named registers only: everything that is not sN, ttmpN, vN, aN or a range of them.
namespace {

// kSpecials by name: a mask of the rows that spell it (one per generation group), aliases included.
static_assert(kSpecials.size() <= 64);
const NameIndex<uint64_t>& specialsByName() {
  static const NameIndex<uint64_t> index = [] {
    auto rows = [](std::string_view name) {
      uint64_t mask = 0;
      for (size_t k = 0; k < kSpecials.size(); ++k) mask |= uint64_t(kSpecials[k].name == name) << k;
      return mask;
    };
    NameIndex<uint64_t> i;
    i.reserve(kSpecials.size() + kAliasNames.size());
    for (const Special& sp : kSpecials) i.add(sp.name, rows(sp.name));
    for (const AliasName& a : kAliasNames) i.add(a.alias, rows(a.name));
    return i;
  }();
  return index;
}

}  // namespace

bool parseSpecial(std::string_view name, const Target& t, RegParse& r) {
  const uint64_t* rows = specialsByName().find(name);
  if (!rows) return false;
  for (uint64_t m = *rows; m; m &= m - 1) {
    const Special& s = kSpecials[size_t(std::countr_zero(m))];
    if (available(s, t)) {
      r.reg = RegRef{s.code, s.dwords};
      return true;
    }
  }
  const std::string_view canonical = kSpecials[size_t(std::countr_zero(*rows))].name;
  r.error = canonical == "null" ? "'null' operand is not supported on this GPU"
                                : std::string(canonical) + " register not available on this GPU";
  return true;
}

namespace {

// VGPR tuples need no alignment but on processors with kFeatAlignedVgprs (gfx90a+: every tuple starts at an
// even register); LLVM 22 has classes of 1-12 (9-12 for image_bvh* addresses), 16 and 32 registers.
bool validVgprWidth(int n) { return vgprTupleWidthValid(n); }
bool misalignedVgprTuple(int first, int count, const Target& t) {
  return count >= 2 && first % 2 != 0 && t.has(kFeatAlignedVgprs);
}

RegParse parseVgpr(std::string_view text, int first, int count, bool bad, const Target& t) {
  RegParse r;
  if (bad && count == -1) {
    r.error = "expected a closing square bracket";
    r.errorOffset = first;
    return r;
  }
  if (bad) {
    r.error = "first register index should not exceed second index";
    r.errorOffset = 2;  // (LLVM names the first index, after "v[")
    return r;
  }
  if (!validVgprWidth(count)) {
    r.error = "invalid or unsupported register size";
    return r;
  }
  const int end = vectorFeatures(t.gen()).vgprTuplesPast255 ? 1024 : opnd::kVgprCount;
  if (first >= opnd::kVgprCount || first + count > end) {
    r.error = "register index is out of range";
    return r;
  }
  if (misalignedVgprTuple(first, count, t)) {
    r.error = "invalid operand for instruction";  // (llvm-mc 22's words for it where the operand fails a match)
    r.misaligned = true;
    r.reg = RegRef{uint16_t(opnd::kVgpr0 + first), uint8_t(count)};
    return r;
  }
  (void)text;
  r.reg = RegRef{uint16_t(opnd::kVgpr0 + first), uint8_t(count)};
  return r;
}

}  // namespace

RegParse parseRegister(std::string_view name, const Target& t, bool vector) {
  RegParse r;  // register names are case-sensitive in LLVM syntax
  const char c0 = name.empty() ? '\0' : name[0];
  const bool numbered = name.size() >= 2 && ((c0 == 's' || c0 == 'v' || c0 == 'a') &&
                                             ((name[1] >= '0' && name[1] <= '9') || name[1] == '['));
  if (!numbered && !name.starts_with("ttmp") && parseSpecial(name, t, r)) return r;
  const std::string_view text = name;
  int first = 0, count = 0;
  bool bad = false;
  // Vector and accumulator registers are registers too, just never valid in a scalar operand.
  if (vector && parseIndexed(name, "v", first, count, bad)) return parseVgpr(text, first, count, bad, t);
  if (parseIndexed(name, "v", first, count, bad) || parseIndexed(name, "a", first, count, bad)) {
    r.error = "invalid operand for instruction";
    return r;
  }
  const bool isTtmp = parseIndexed(name, "ttmp", first, count, bad);
  if (!isTtmp && !parseIndexed(name, "s", first, count, bad)) return r;
  if (bad && count == -1) {
    r.error = "expected a closing square bracket";
    r.errorOffset = first;
    return r;
  }
  // (LLVM has SGPR tuples of three but no TTMP ones: ttmp[4:6] is no register)
  if (bad || !validWidth(count) || (isTtmp && count == 3)) {
    r.error = "invalid or unsupported register size";
    if (bad) {
      r.error = "first register index should not exceed second index";
      r.errorOffset = isTtmp ? 5 : 2;  // the first index
    }
    return r;
  }
  // Multi-dword ranges are aligned: pairs to even, wider to a multiple of 4.
  int align = count == 1 ? 1 : count == 2 ? 2 : 4;
  if (first % align != 0) {
    r.error = "invalid register alignment";
    return r;
  }
  int limit = isTtmp ? ttmpCount(t.gen()) : sgprCount(t.gen());
  if (first + count > limit) {
    // Past what any generation has: out of range; else it exists elsewhere but not on this GPU.
    int anyGen = isTtmp ? 16 : 106;
    r.error = first + count > anyGen ? "register index is out of range"
                                     : std::string(text) + " register not available on this GPU";
    return r;
  }
  int base = isTtmp ? ttmpBase(t.gen()) : 0;
  r.reg = RegRef{uint16_t(base + first), uint8_t(count)};
  return r;
}

RegParse parseAgpr(std::string_view name, const Target& t) {
  int first = 0, count = 0;
  bool bad = false;
  if (parseIndexed(name, "acc", first, count, bad) || parseIndexed(name, "a", first, count, bad))
    return parseVgpr(name, first, count, bad, t);  // the same tuple rules and messages as VGPRs
  return {};
}

size_t agprName(uint16_t code, int dwords, const Target& t, char* out) {
  const size_t n = registerName(code, dwords, t, out);
  if (n && out[0] == 'v') out[0] = 'a';
  return isVgprCode(code) ? n : 0;
}

size_t registerName(uint16_t code, int dwords, const Target& t, char* out) {
  // Hand-formatted: this runs for most operands the disassembler prints.
  auto number = [](char* p, int v) {
    char tmp[4];
    int n = 0;
    do {
      tmp[n++] = char('0' + v % 10);
      v /= 10;
    } while (v);
    for (int i = 0; i < n; ++i) p[i] = tmp[n - 1 - i];
    return size_t(n);
  };
  auto indexed = [&](const char* prefix, int idx) -> size_t {
    size_t n = std::strlen(prefix);
    std::memcpy(out, prefix, n);
    if (dwords == 1) return n + number(out + n, idx);
    out[n++] = '[';
    n += number(out + n, idx);
    out[n++] = ':';
    n += number(out + n, idx + dwords - 1);
    out[n++] = ']';
    return n;
  };
  Gen g = t.gen();
  if (isVgprCode(code)) {
    const int first = code - opnd::kVgpr0;
    return first + dwords <= opnd::kVgprCount && !misalignedVgprTuple(first, dwords, t) ? indexed("v", first) : 0;
  }
  if (code == opnd::kNull && g >= Gen::GFX10) {  // null stands for a register of any width
    std::memcpy(out, "null", 4);
    return 4;
  }
  const int align = dwords == 1 ? 1 : dwords == 2 ? 2 : 4;  // ranges are aligned, as the parser demands
  if (code < sgprCount(g))
    return code + dwords <= sgprCount(g) && code % align == 0 ? indexed("s", code) : 0;
  int tb = ttmpBase(g);
  if (code >= tb && code < tb + ttmpCount(g))
    return code + dwords <= tb + ttmpCount(g) && (code - tb) % align == 0 ? indexed("ttmp", code - tb) : 0;
  for (const Special& s : kSpecials) {
    if (s.code == code && s.dwords == dwords && available(s, t)) {
      std::memcpy(out, s.name.data(), s.name.size());
      return s.name.size();
    }
  }
  return 0;
}

bool isInlineInt(uint16_t code) { return code >= opnd::kIntZero && code <= opnd::kIntNeg16; }

int64_t inlineIntValue(uint16_t code) {
  return code <= opnd::kIntPos64 ? int64_t(code) - opnd::kIntZero : int64_t(opnd::kIntPos64) - code;
}

std::optional<uint16_t> inlineIntCode(int64_t v) {
  if (v >= 0 && v <= 64) return uint16_t(opnd::kIntZero + v);
  if (v >= -16 && v < 0) return uint16_t(opnd::kIntPos64 - v);
  return std::nullopt;
}

namespace {
// Float inline constants 240..248: their bit patterns at 16, 32 and 64 bits and their text, stated once for the
// parser, the printer and the emulator.
struct FloatConst {
  uint16_t code;
  uint16_t h;  // half bit pattern
  uint32_t f;  // float bit pattern
  uint64_t d;  // double bit pattern
  std::string_view text;
};
constexpr std::array kFloats{
    FloatConst{240, 0x3800, 0x3f000000, 0x3fe0000000000000ull, "0.5"},
    FloatConst{241, 0xb800, 0xbf000000, 0xbfe0000000000000ull, "-0.5"},
    FloatConst{242, 0x3c00, 0x3f800000, 0x3ff0000000000000ull, "1.0"},
    FloatConst{243, 0xbc00, 0xbf800000, 0xbff0000000000000ull, "-1.0"},
    FloatConst{244, 0x4000, 0x40000000, 0x4000000000000000ull, "2.0"},
    FloatConst{245, 0xc000, 0xc0000000, 0xc000000000000000ull, "-2.0"},
    FloatConst{246, 0x4400, 0x40800000, 0x4010000000000000ull, "4.0"},
    FloatConst{247, 0xc400, 0xc0800000, 0xc010000000000000ull, "-4.0"},
    FloatConst{248, 0x3118, 0x3e22f983, 0x3fc45f306dc9c882ull, "0.15915494"},  // 1/(2*pi), from GFX8
};
static_assert(kFloats.front().code == opnd::kFloatFirst && kFloats.back().code == opnd::kInvPi);
}  // namespace

uint64_t inlineFloatBits(uint16_t code, int width) {
  const FloatConst& c = kFloats[size_t(code - opnd::kFloatFirst)];
  return width == 16 ? c.h : width == 32 ? c.f : c.d;
}

std::optional<uint16_t> inlineFloatCode(uint64_t v, bool is64, Gen g) {
  for (const FloatConst& c : kFloats)
    if ((is64 ? v == c.d : uint32_t(v) == c.f) && inlineFloatValid(c.code, g)) return c.code;
  return std::nullopt;
}

std::optional<uint16_t> inlineHalfCode(uint32_t v, Gen g) {
  for (const FloatConst& c : kFloats)
    if (v == c.h && inlineFloatValid(c.code, g)) return c.code;
  return std::nullopt;
}

std::optional<uint16_t> inlineBf16Code(uint32_t v, Gen g) {
  for (const FloatConst& c : kFloats)
    if (v == (c.f >> 16) && inlineFloatValid(c.code, g)) return c.code;
  return std::nullopt;
}

uint16_t bf16Bits(float f) {
  const uint32_t x = std::bit_cast<uint32_t>(f);
  if ((x & 0x7fffffff) > 0x7f800000) return uint16_t((x >> 16) | 0x40);
  return uint16_t((x + 0x7fff + ((x >> 16) & 1)) >> 16);
}

std::optional<uint16_t> pkFmacInlineCode(uint32_t v, Gen g) {
  if (auto code = inlineIntCode(int32_t(v))) return code;
  if ((v >> 16) != (v & 0xffff)) return std::nullopt;
  if (auto code = inlineIntCode(int16_t(v & 0xffff))) return code;
  return inlineHalfCode(v & 0xffff, g);
}

std::string_view inlineFloatText(uint16_t code) { return inlineFloatText(code, 1); }

std::string_view inlineFloatText(uint16_t code, int dwords) {
  if (code < opnd::kFloatFirst || code > opnd::kFloatLast) return {};
  if (code == opnd::kInvPi && dwords == 2) return "0.15915494309189532";  // as LLVM prints the double
  return kFloats[size_t(code - opnd::kFloatFirst)].text;
}

bool inlineFloatValid(uint16_t code, Gen g) {
  return code >= opnd::kFloatFirst && (code < opnd::kInvPi || (code == opnd::kInvPi && vectorFeatures(g).invPi));
}

}  // namespace gcnkit
