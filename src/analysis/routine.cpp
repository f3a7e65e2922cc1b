#include "analysis/routine.h"

#include <map>
#include <optional>

#include "codec/smem_offset.h"
#include "isa/ops.h"
#include "isa/registers.h"

namespace gcnkit::analysis {

namespace {

bool endsProgram(Op op) {
  return op == Op::s_endpgm || op == Op::s_endpgm_saved || op == Op::s_endpgm_ordered_ps_done;
}

// The value of a scalar source, from the constants tracked so far.
std::optional<uint32_t> sourceValue(const Instruction& inst, Field f, const std::map<unsigned, uint32_t>& known) {
  const uint32_t code = inst[f];
  if (code == opnd::kLiteral) return inst.literal;
  if (isInlineInt(uint16_t(code))) return uint32_t(inlineIntValue(uint16_t(code)));
  if (auto it = known.find(code); it != known.end()) return it->second;
  return std::nullopt;
}

// The 64-bit value of SGPR pair `reg` when `chain` (straight-line instructions, oldest first, ending before the jump)
// computes it from s_getpc_b64 with the adds, moves and GOT loads clang writes; nullopt otherwise.
std::optional<uint64_t> pairValue(const CodeImage& image, const Target& t, const std::vector<const Node*>& chain,
                                  unsigned reg) {
  std::map<unsigned, uint32_t> known;
  bool carry = false;
  auto set32 = [&](unsigned r, std::optional<uint32_t> v) {
    if (v) known[r] = *v;
    else known.erase(r);
  };
  for (const Node* n : chain) {
    const Instruction& in = n->decoded->inst;
    const uint32_t d = in[Field::SDST];
    auto a = [&] { return sourceValue(in, Field::SSRC0, known); };
    auto b = [&] { return sourceValue(in, Field::SSRC1, known); };
    const Op op = baseRow(in.op);  // (GFX12's s_add_co_u32 ... are the older rows' operations)
    switch (op) {
      case Op::s_getpc_b64: {
        const uint64_t pc = n->address + n->decoded->size;
        set32(d, uint32_t(pc)), set32(d + 1, uint32_t(pc >> 32));
        continue;
      }
      case Op::s_add_u32: case Op::s_sub_u32: {
        const auto x = a(), y = b();
        if (x && y) {
          const uint64_t r = op == Op::s_add_u32 ? uint64_t(*x) + *y : uint64_t(*x) - *y;
          carry = op == Op::s_add_u32 ? (r >> 32) != 0 : *y > *x;
          set32(d, uint32_t(r));
        } else {
          set32(d, std::nullopt);
        }
        continue;
      }
      case Op::s_addc_u32: case Op::s_subb_u32: {
        const auto x = a(), y = b();
        set32(d, x && y ? std::optional<uint32_t>(op == Op::s_addc_u32 ? *x + *y + carry : *x - *y - carry)
                        : std::nullopt);
        continue;
      }
      case Op::s_mov_b32: set32(d, a()); continue;
      // GFX12: clang sign-extends s_getpc_b64's high half from 16 bits (an address of 48 bits)
      case Op::s_sext_i32_i16: {
        const auto x = a();
        set32(d, x ? std::optional<uint32_t>(uint32_t(int32_t(int16_t(*x)))) : std::nullopt);
        continue;
      }
      case Op::s_mov_b64: {
        const uint32_t s = in[Field::SSRC0];
        if (s < 128) {
          auto lo = sourceValue(in, Field::SSRC0, known);
          auto it = known.find(s + 1);
          set32(d, lo), set32(d + 1, it == known.end() ? std::nullopt : std::optional<uint32_t>(it->second));
        } else {
          const auto v = a();
          set32(d, v), set32(d + 1, v ? std::optional<uint32_t>(isInlineInt(uint16_t(s)) && int32_t(*v) < 0 ? ~0u : 0u)
                                       : std::nullopt);
        }
        continue;
      }
      case Op::s_load_dwordx2: {  // a GOT entry
        const unsigned base = in[Field::SBASE] << 1;
        const auto lo = known.find(base), hi = known.find(base + 1);
        std::optional<uint64_t> v;
        const auto off = smemOffset(in, t.gen());  // (an immediate offset alone, in any generation's layout)
        if (lo != known.end() && hi != known.end() && off && off->hasImm && !off->hasReg)
          v = image.loadedValue((uint64_t(hi->second) << 32 | lo->second) + uint64_t(off->imm));
        const unsigned dst = in[Field::SDATA];
        set32(dst, v ? std::optional<uint32_t>(uint32_t(*v)) : std::nullopt);
        set32(dst + 1, v ? std::optional<uint32_t>(uint32_t(*v >> 32)) : std::nullopt);
        continue;
      }
      default: break;
    }
    // Anything else that writes a tracked register makes it unknown (waits, nops and the like write nothing).
    const RegSet writes = n->fx.writes;
    for (auto it = known.begin(); it != known.end();) it = writes.test(it->first) ? known.erase(it) : std::next(it);
  }
  const auto lo = known.find(reg), hi = known.find(reg + 1);
  if (lo == known.end() || hi == known.end()) return std::nullopt;
  return uint64_t(hi->second) << 32 | lo->second;
}

}  // namespace

Routine buildRoutine(const CodeImage& image, uint64_t entry, const Target& target, bool kernel, std::string name) {
  Routine r;
  r.name = std::move(name);
  r.kernel = kernel;
  r.entry = entry;
  r.target = target;
  std::map<uint64_t, uint32_t> index;  // address -> node
  std::vector<std::pair<uint32_t, uint64_t>> edges;
  std::vector<uint64_t> work{entry};
  auto nodeFor = [&](uint64_t a) {
    auto it = index.find(a);
    if (it != index.end()) return it->second;
    const uint32_t i = uint32_t(r.nodes.size());
    index.emplace(a, i);
    Node n;
    n.address = a;
    r.nodes.push_back(n);
    work.push_back(a);
    return i;
  };
  nodeFor(entry);
  work.clear();
  work.push_back(entry);
  std::vector<uint32_t> registerJumps;  // s_setpc_b64 / s_swappc_b64 nodes, resolved once their block is known
  while (!work.empty() || !registerJumps.empty()) {
    while (!work.empty()) {
      const uint64_t a = work.back();
      work.pop_back();
      const uint32_t i = index.at(a);
      Node& n = r.nodes[i];
      if (n.decoded) continue;
      n.decoded = image.at(a);
      if (!n.decoded || n.decoded->size == 0 || n.decoded->inst.op == Op::s_code_end) {
        n.kind = NodeKind::Invalid;
        continue;
      }
      const Instruction& in = n.decoded->inst;
      n.fx = effectsOf(in, target);
      const OpInfo& info = opInfo(in.op);
      const uint64_t next = a + n.decoded->size;
      auto fallThrough = [&](uint32_t from) {
        if (image.isCode(next)) edges.push_back({from, next});
        else r.fallsOffEnd = true, r.fallsOffAt = a;
      };
      // s_trap hands the wave to the trap handler, which LLVM's code does not expect to return (llvm.trap).
      if (endsProgram(in.op) || in.op == Op::s_trap || (in.op == Op::s_sethalt && (in[Field::SIMM16] & 1))) {
        r.nodes[i].kind = NodeKind::EndProgram;
        continue;
      }
      if (in.op == Op::s_setpc_b64 || in.op == Op::s_swappc_b64) {
        registerJumps.push_back(i);
        if (in.op == Op::s_swappc_b64) fallThrough(i);
        continue;
      }
      if (in.op == Op::s_cbranch_g_fork || in.op == Op::s_cbranch_join) {
        r.nodes[i].kind = NodeKind::UnknownJump;
        continue;
      }
      if (info.flags & kBranch) {
        if (const OperandSpec* label = info.operand(Field::SIMM16); label && label->kind == OperandKind::Label) {
          const uint64_t to = next + uint64_t(int64_t(int16_t(uint16_t(in[Field::SIMM16]))) * 4);
          if (image.isCode(to)) edges.push_back({i, to});
          else r.nodes[i].kind = NodeKind::UnknownJump;
        }
        if (in.op != Op::s_branch) fallThrough(i);
        continue;
      }
      fallThrough(i);
    }
    // Edges found so far, so that a register jump can look at the straight-line code before it.
    for (auto [from, to] : edges) {
      const uint32_t j = nodeFor(to);
      r.nodes[from].succ.push_back(j);
      r.nodes[j].pred.push_back(from);
    }
    edges.clear();
    if (!work.empty()) continue;
    std::vector<uint32_t> jumps;
    jumps.swap(registerJumps);
    for (uint32_t i : jumps) {
      // The straight line before the jump: single predecessors, at most 32 instructions back.
      std::vector<const Node*> chain;
      for (uint32_t k = i; chain.size() < 32 && r.nodes[k].pred.size() == 1;) {
        k = r.nodes[k].pred[0];
        chain.insert(chain.begin(), &r.nodes[k]);
      }
      Node& n = r.nodes[i];
      const Instruction& in = n.decoded->inst;
      const auto to = pairValue(image, target, chain, in[Field::SSRC0]);
      if (in.op == Op::s_swappc_b64) {
        if (to && image.isCode(*to)) {
          n.kind = NodeKind::Call;
          n.callee = *to;
          r.callees.push_back(*to);
        } else {
          n.kind = NodeKind::IndirectCall;
        }
      } else if (to && image.isCode(*to) && !image.functionStartingAt(*to)) {
        edges.push_back({i, *to});  // a jump within the routine
      } else if (to && image.functionStartingAt(*to)) {
        n.kind = NodeKind::Return;  // a tail call: the callee returns to this routine's caller
        n.tailCall = true;
        n.callee = *to;
        r.callees.push_back(*to);
      } else if (kernel) {
        n.kind = NodeKind::UnknownJump;
      } else {
        // LLVM returns through s[30:31], the calling convention's return address; a jump through another register
        // whose value is not known here is a tail call to a function it loaded.
        n.kind = NodeKind::Return;
        n.tailCall = in[Field::SSRC0] != 30;
      }
    }
    for (auto [from, to] : edges) {
      const uint32_t j = nodeFor(to);
      r.nodes[from].succ.push_back(j);
      r.nodes[j].pred.push_back(from);
    }
    edges.clear();
  }
  return r;
}

}  // namespace gcnkit::analysis
