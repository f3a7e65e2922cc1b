// Kernel arguments: `--arg` specs (the input's lines after a header) parsed, checked against made-up metadata
// (the header: argument sizes and kinds) and bound to guest memory for a kernel that reads its kernarg
// segment and the first buffer. Every spec is a value or a message; a list that passes the check lands where the
// metadata says; binding and the launch end with a result, never a crash or a read outside guest memory.
#include <cstring>
#include <string>
#include <vector>

#include "asm/assembler.h"
#include "cli/kernel_args.h"
#include "emu/dispatch.h"
#include "emu/kernel_args.h"
#include "fuzz_support.h"

namespace {

using namespace gcnkit;

// s[0:1] = kernarg: loads its first four dwords, then a dword from the address the first two make (a buffer's,
// or a value taken for one: a fault).
const std::vector<uint8_t>& code() {
  static const std::vector<uint8_t> bytes = [] {
    AssembleOptions o;
    o.target = fuzz::targetFor(3);  // gfx900
    return assemble(
               "s_load_dwordx4 s[4:7], s[0:1], 0x0\n"
               "s_waitcnt lgkmcnt(0)\n"
               "s_cmp_lg_u64 s[4:5], 0\n"
               "s_cbranch_scc0 done\n"
               "s_load_dword s9, s[4:5], 0x0\n"
               "s_waitcnt lgkmcnt(0)\n"
               "done:\n"
               "s_endpgm\n",
               o)
        .bytes;
  }();
  return bytes;
}

// A spec whose buffer would be large (any number above a megabyte, decimal or 0x hex as the parser reads them) or
// read from a file is skipped: the target is about parsing and binding, not about allocating gigabytes the
// limits allow.
bool modest(std::string_view spec) {
  if (spec.find('@') != std::string_view::npos) return false;
  auto hexDigit = [](char c) { return (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f'); };
  for (size_t i = 0; i < spec.size();) {
    if (spec[i] < '0' || spec[i] > '9') {
      ++i;
      continue;
    }
    const bool hex = spec[i] == '0' && i + 2 < spec.size() && (spec[i + 1] | 0x20) == 'x' && hexDigit(spec[i + 2]);
    if (hex) i += 2;
    uint64_t n = 0;
    for (; i < spec.size() && (hex ? hexDigit(spec[i]) : spec[i] >= '0' && spec[i] <= '9'); ++i) {
      const char c = char(spec[i] | 0x20);
      n = n * (hex ? 16 : 10) + uint64_t(c <= '9' ? c - '0' : c - 'a' + 10);
      if (n > (1u << 20)) return false;
    }
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  // Header: a count, then per metadata argument a size byte and a kind byte.
  const size_t count = std::min<size_t>(data[0] % 9, (size - 1) / 2);
  emu::LoadedKernel k;
  k.name = "k";
  k.processor = "gfx900";
  k.code = code();
  k.kd.kernargSize = 256;
  k.kd.kernelCodeProperties = 1u << 3;  // ENABLE_SGPR_KERNARG_SEGMENT_PTR: s[0:1]
  k.kd.computePgmRsrc2 = 2u << 1;       // USER_SGPR_COUNT 2
  KernelMetadata md;
  md.name = "k";
  uint64_t offset = 0;
  for (size_t i = 0; i < count; ++i) {
    KernelArgMetadata a;
    const uint8_t s = data[1 + 2 * i], kind = data[2 + 2 * i];
    a.valueKind = kind & 1 ? "global_buffer" : kind & 2 ? "hidden_none" : "by_value";
    a.size = kind & 1 ? 8 : (s % 16) + 1;
    const uint64_t align = a.size >= 8 ? 8 : a.size >= 4 ? 4 : a.size >= 2 ? 2 : 1;
    offset = (offset + align - 1) / align * align;
    a.offset = offset;
    offset += a.size;
    md.args.push_back(a);
  }
  if (count) k.metadata = md;
  // The specs: the rest, one per line.
  std::vector<emu::KernelArg> args;
  std::string_view rest(reinterpret_cast<const char*>(data) + 1 + 2 * count, size - 1 - 2 * count);
  while (!rest.empty() && args.size() < 16) {
    const size_t nl = rest.find('\n');
    const std::string_view spec = rest.substr(0, nl);
    rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
    if (!modest(spec)) continue;
    std::string error;
    auto a = cli::parseKernelArg(spec, error);
    fuzz::require(a || !error.empty());  // a value, or a message
    if (!a) continue;
    // A buffer is an 8-byte address and dynamic LDS a 4-byte group offset, both filled in at binding; a value
    // carries its bytes.
    using Kind = emu::KernelArg::Kind;
    if (a->kind == Kind::Buffer)
      fuzz::require(a->size == 8);
    else if (a->kind == Kind::Lds)
      fuzz::require(a->size == 4 && a->ldsBytes >= 1 && a->ldsBytes <= 65536);
    else
      fuzz::require(a->size == a->bytes.size());
    args.push_back(std::move(*a));
  }
  const std::string mismatch = emu::checkKernelArgs(k, args, "--arg");
  if (k.metadata && mismatch.empty()) {
    // Arguments that match the metadata go where it says (their own alignment may differ: bytes:, struct:).
    const std::vector<uint64_t> offsets = emu::kernelArgOffsets(args, &*k.metadata);
    const auto expected = emu::explicitArguments(*k.metadata);
    fuzz::require(expected.size() == args.size());
    for (size_t i = 0; i < args.size(); ++i) fuzz::require(offsets[i] == expected[i]->offset);
  }
  emu::EmulatorOptions o;
  o.maxInstructions = 1000;
  auto m = emu::Machine::create("gfx900", "", nullptr, o);
  emu::DispatchConfig dc;
  dc.grid = {uint32_t(1 + data[0] / 64), 1, 1};
  dc.block = {64, 1, 1};
  std::string error;
  auto bound = emu::bindKernelArgs(*m, k, args, dc, error);
  if (!bound) return 0;
  // The segment as the metadata places the arguments (by their own sizes without metadata).
  fuzz::require(dc.kernarg.size() == emu::layoutKernelArgs(args, k.metadata ? &*k.metadata : nullptr));
  (void)emu::dispatch(*m, k, dc);  // a result: a fault (the load of a value taken for an address) or not
  return 0;
}
