#include "isa/mai.h"

#include <algorithm>
#include <array>

namespace gcnkit {

namespace {

struct MaiRow {
  Op op;
  MaiInfo info;
};
constexpr MaiRow kMaiRows[] = {
#define GCN_MAI(name, enc, opcode, needs, excludes, d, a, b, c, flags) \
  {Op::name, {uint16_t(flags), d, a, b, c, std::string_view(#name).find("f64") != std::string_view::npos}},
#include "isa/mai_ops.def"
#undef GCN_MAI
};

struct Alias {
  Op from, to;
  uint64_t feature;
};
constexpr Alias kAliases[] = {
#define GCN_MAI_ALIAS(name, row, feature) {Op::name, Op::row, feature},
#define GCN_MAI_SPELLING(text, row)
#include "isa/mai_aliases.def"
#undef GCN_MAI_ALIAS
#undef GCN_MAI_SPELLING
};

struct Spelling {
  std::string_view text;
  Op row;
};
constexpr Spelling kSpellings[] = {
#define GCN_MAI_ALIAS(name, row, feature)
#define GCN_MAI_SPELLING(text, row) {#text, Op::row},
#include "isa/mai_aliases.def"
#undef GCN_MAI_ALIAS
#undef GCN_MAI_SPELLING
};

// MAI rows are the last rows of the table (ops.h), in mai_ops.def order.
constexpr int kFirstMai = int(kMaiRows[0].op);

}  // namespace

const MaiInfo* maiInfo(Op op) {
  const int i = int(op) - kFirstMai;
  return i >= 0 && i < int(std::size(kMaiRows)) ? &kMaiRows[i].info : nullptr;
}

std::optional<Op> maiAlias(Op op, const Target& t) {
  for (const Alias& a : kAliases)
    if (a.from == op && t.has(Feature(a.feature)) && opInfo(a.to).existsFor(t)) return a.to;
  return std::nullopt;
}

int maiPartners(Op op, Op (&out)[4]) {
  int n = 0;
  for (const Alias& a : kAliases) {
    const Op other = a.from == op ? a.to : a.to == op ? a.from : Op::Count;
    if (other != Op::Count && n < 4 && std::find(out, out + n, other) == out + n) out[n++] = other;
  }
  return n;
}

std::optional<Op> maiSpelling(std::string_view name) {
  for (const Spelling& s : kSpellings)
    if (s.text == name) return s.row;
  return std::nullopt;
}

int maiFormatDwords(uint32_t fmt) {
  switch (fmt) {
    case 2:
    case 3: return 6;  // fp6 / bf6: 32 elements of 6 bits
    case 4: return 4;  // fp4: 32 elements of 4 bits
    default: return 8; // fp8 / bf8 (0, 1) and the codes with no format (5..7): 32 bytes
  }
}

// The v_mfma_scale_* rows follow their unscaled f8f6f4 row in mai_ops.def.
std::optional<Op> maiScaleForm(Op op) {
  const MaiInfo* m = maiInfo(op);
  if (!m || (m->flags & (kMaiF8f6f4 | kMaiScale)) != kMaiF8f6f4) return std::nullopt;
  const MaiInfo* next = maiInfo(Op(int(op) + 1));
  return next && (next->flags & kMaiScale) ? std::optional<Op>(Op(int(op) + 1)) : std::nullopt;
}

std::optional<Op> maiUnscaledForm(Op op) {
  const MaiInfo* m = maiInfo(op);
  if (!m || !(m->flags & kMaiScale) || (m->flags & kMaiLdScale)) return std::nullopt;
  return Op(int(op) - 1);
}

std::optional<Field> accDataBit(Encoding e) {
  switch (e) {
    case Encoding::DS:
    case Encoding::MUBUF:
    case Encoding::MTBUF:
    case Encoding::MIMG: return Field::TFE;
    case Encoding::FLAT:
    case Encoding::GLOBAL:
    case Encoding::SCRATCH: return Field::NV;
    default: return std::nullopt;
  }
}

}  // namespace gcnkit
