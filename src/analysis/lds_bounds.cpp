#include "analysis/lds_bounds.h"

#include <deque>
#include <map>
#include <optional>

#include <fmt/format.h>

#include "isa/occupancy.h"
#include "isa/ops.h"
#include "isa/registers.h"

namespace gcnkit::analysis {

uint32_t kernelLdsLimit(const Kernel& k) {
  // Dynamic LDS (an OpenCL __local argument, HIP's extern __shared__) comes on top of the fixed segment at dispatch;
  // without metadata nothing says it does not.
  bool dynamic = !k.metadata;
  if (k.metadata)
    for (const KernelArgMetadata& a : k.metadata->args)
      dynamic |= a.valueKind == "dynamic_shared_pointer" || a.valueKind == "hidden_dynamic_lds_size";
  return dynamic ? processorLdsBytes(k.target) : k.descriptor.groupSegmentFixedSize;
}

namespace {

using Values = std::map<unsigned, uint32_t>;  // VGPR -> the value every lane holds

std::optional<uint32_t> constantOf(uint32_t code, uint32_t literal) {
  if (code == opnd::kLiteral) return literal;
  if (isInlineInt(uint16_t(code))) return uint32_t(inlineIntValue(uint16_t(code)));
  return std::nullopt;
}

std::optional<uint32_t> valueOf(const Instruction& in, Field f, const Values& v) {
  const uint32_t code = in[f];
  if (isVgprCode(uint16_t(code))) {
    auto it = v.find(code - opnd::kVgpr0);
    return it == v.end() ? std::nullopt : std::optional<uint32_t>(it->second);
  }
  return constantOf(code, in.literal);
}

Values transfer(const Node& n, Values v) {
  if (!n.decoded || !n.decoded->size) return v;
  const Instruction& in = n.decoded->inst;
  std::optional<uint32_t> result;
  const bool plain = in.form == Form::Base || in.form == Form::E64;
  if (plain && !in[Field::NEG] && !in[Field::ABS] && !in[Field::CLAMP] && !in[Field::OMOD]) {
    const auto a = valueOf(in, Field::SRC0, v), b = valueOf(in, Field::SRC1, v);
    switch (baseRow(in.op)) {
      case Op::v_mov_b32: result = a; break;
      case Op::v_add_u32: case Op::v_add_nc_u32: case Op::v_add_i32:
        if (a && b) result = *a + *b;
        break;
      case Op::v_lshlrev_b32:
        if (a && b) result = *b << (*a & 31);
        break;
      default: break;
    }
  }
  RegSet w = n.fx.writes;
  if (n.fx.mem) w |= n.fx.mem->results;
  w.forEach([&](unsigned s) {
    if (s >= kVgprSlot && s < kAgprSlot) v.erase(s - kVgprSlot);
  });
  const uint32_t dst = in[Field::VDST];
  if (result && opInfo(in.op).operand(Field::VDST) && opInfo(in.op).operand(Field::VDST)->kind == OperandKind::VReg)
    v[dst] = *result;
  return v;
}

Values join(const Values& a, const Values& b) {
  Values r;
  for (const auto& [reg, val] : a)
    if (auto it = b.find(reg); it != b.end() && it->second == val) r.emplace(reg, val);
  return r;
}

}  // namespace

void checkLdsBounds(const CheckContext& cx) {
  const Routine& r = cx.routine;
  if (!r.kernel || !cx.kernel || r.nodes.empty()) return;
  const uint32_t limit = kernelLdsLimit(*cx.kernel);
  std::vector<std::optional<Values>> in(r.nodes.size());
  in[0] = Values{};
  std::deque<uint32_t> work{0};
  while (!work.empty()) {
    const uint32_t i = work.front();
    work.pop_front();
    const Node& n = r.nodes[i];
    const Values out = (n.kind == NodeKind::Call || n.kind == NodeKind::IndirectCall) ? Values{} : transfer(n, *in[i]);
    for (uint32_t s : n.succ) {
      Values next = in[s] ? join(*in[s], out) : out;
      if (in[s] && next == *in[s]) continue;
      in[s] = std::move(next);
      work.push_back(s);
    }
  }
  for (uint32_t i = 0; i < r.nodes.size(); ++i) {
    const Node& n = r.nodes[i];
    if (!in[i] || n.fx.unit != Unit::Ds || !n.fx.mem || !(n.fx.mem->dsRead || n.fx.mem->dsWrite)) continue;
    const Instruction& in0 = n.decoded->inst;
    const OpInfo& info = opInfo(in0.op);
    if (!info.operand(Field::ADDR)) continue;
    auto base = in[i]->find(in0[Field::ADDR]);
    if (base == in[i]->end()) continue;
    // The lowest byte the access touches: the address plus the (smallest) offset, wrapping at 32 bits.
    const std::string_view name = info.name;
    const bool two = name.find("read2") != name.npos || name.find("write2") != name.npos;
    uint64_t offset = in0[Field::OFFSET0];
    if (two) {
      const unsigned dwords = info.operand(Field::DATA0) ? info.operand(Field::DATA0)->dwords
                                                          : (info.operand(Field::VDST) ? info.operand(Field::VDST)->dwords / 2 : 1);
      const uint64_t scale = uint64_t(4 * dwords) * (name.find("st64") != name.npos ? 64 : 1);
      offset = std::min(in0[Field::OFFSET0], in0[Field::OFFSET1]) * scale;
    } else {
      offset = in0[Field::OFFSET0] | uint64_t(in0[Field::OFFSET1]) << 8;
    }
    const uint32_t start = uint32_t(base->second + offset);
    if (start < limit) continue;
    cx.report("lds-range", Severity::Error, i,
              fmt::format("accesses LDS address {:#x} in every lane (v{} = {:#x} on every path, offset {}), beyond the {} "
                          "bytes a work-group of this kernel has",
                          start, in0[Field::ADDR], base->second, offset, limit));
  }
}

}  // namespace gcnkit::analysis
