#include "codec/wmma_scale.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "codec/codec.h"

namespace gcnkit {

namespace {

constexpr std::string_view kLd32 = "v_wmma_ld_scale_paired_b32", kLd64 = "v_wmma_ld_scale16_paired_b64";

// The scaled rows by their names (llvm-mc 22's: v_wmma_scale_<rest> pairs v_wmma_ld_scale_paired_b32 with
// v_wmma_<rest>, v_wmma_scale16_<rest> v_wmma_ld_scale16_paired_b64 with it), found once.
const std::vector<WmmaScaleRows>& scaleRows() {
  static const std::vector<WmmaScaleRows> rows = [] {
    std::vector<WmmaScaleRows> v;
    for (size_t i = 0; i < size_t(Op::Count); ++i) {
      const std::string_view n = opInfo(Op(i)).name;
      for (auto [prefix, ld] : {std::pair{std::string_view("v_wmma_scale_"), kLd32},
                                std::pair{std::string_view("v_wmma_scale16_"), kLd64}}) {
        if (!n.starts_with(prefix)) continue;
        const auto unscaled = findOp("v_wmma_" + std::string(n.substr(prefix.size())));
        const auto ldRow = findOp(ld);
        if (unscaled && ldRow) v.push_back({Op(i), *unscaled, *ldRow});
      }
    }
    return v;
  }();
  return rows;
}

}  // namespace

std::optional<WmmaScaleRows> wmmaScaleRows(Op scaled) {
  for (const WmmaScaleRows& r : scaleRows())
    if (r.scaled == scaled) return r;
  return std::nullopt;
}

std::optional<Op> wmmaScaledRow(Op ld, Op unscaled) {
  for (const WmmaScaleRows& r : scaleRows())
    if (r.ld == ld && r.unscaled == unscaled) return r.scaled;
  return std::nullopt;
}

bool isWmmaLdScale(Op op) {
  const std::string_view n = opInfo(op).name;
  return n == kLd32 || n == kLd64;
}

bool wmmaLdScaleFieldsValid(const Instruction& ld) {
  return ld[Field::SRC2] == kWmmaLdScaleSrc2 && !ld[Field::CLAMP] && !(ld[Field::OPSEL] & 2) &&
         !(ld[Field::OPSEL_HI] & 2) && ld[Field::NEG] < 3 && ld[Field::NEG_HI] < 3;
}

size_t encodeWmmaScalePair(const Instruction& inst, Gen g, uint8_t* out) {
  const std::optional<WmmaScaleRows> rows = wmmaScaleRows(inst.op);
  Instruction ld;
  ld.op = rows->ld;
  ld[Field::SRC0] = inst[Field::SCALE_SRC0];
  ld[Field::SRC1] = inst[Field::SCALE_SRC1];
  ld[Field::SRC2] = kWmmaLdScaleSrc2;
  ld[Field::OPSEL] = inst[Field::SCALE_OPSEL];
  ld[Field::OPSEL_HI] = inst[Field::SCALE_OPSEL_HI];
  ld[Field::NEG] = inst[Field::SCALE_NEG];
  ld[Field::NEG_HI] = inst[Field::SCALE_NEG_HI];
  const size_t n = encode(ld, g, out);
  Instruction wmma = inst;
  wmma.op = rows->unscaled;
  return n + encode(wmma, g, out + n);
}

void mergeWmmaScalePair(Instruction& ld, uint64_t& stray, const Instruction& wmma, uint64_t wmmaStray) {
  Instruction pair = wmma;
  pair.op = *wmmaScaledRow(ld.op, wmma.op);
  pair[Field::SCALE_SRC0] = ld[Field::SRC0];
  pair[Field::SCALE_SRC1] = ld[Field::SRC1];
  pair[Field::SCALE_OPSEL] = ld[Field::OPSEL];
  pair[Field::SCALE_OPSEL_HI] = ld[Field::OPSEL_HI];
  pair[Field::SCALE_NEG] = ld[Field::NEG];
  pair[Field::SCALE_NEG_HI] = ld[Field::NEG_HI];
  stray = stray || wmmaStray || ld[Field::VDST] ? ~uint64_t(0) : 0;
  ld = pair;
}

}  // namespace gcnkit
