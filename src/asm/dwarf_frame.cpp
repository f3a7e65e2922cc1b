#include "asm/dwarf_frame.h"

#include <algorithm>
#include <tuple>

#include "object/byte_append.h"
#include "object/elf_file.h"

namespace gcnkit::asmimpl {

namespace {

// DW_CFA_* opcodes (DWARF 5 section 6.4.2, and the GNU/LLVM extensions LLVM writes).
enum : uint8_t {
  kCfaNop = 0x00, kCfaAdvanceLoc1 = 0x02, kCfaAdvanceLoc2 = 0x03, kCfaAdvanceLoc4 = 0x04,
  kCfaOffsetExtended = 0x05, kCfaRestoreExtended = 0x06, kCfaUndefined = 0x07, kCfaSameValue = 0x08,
  kCfaRegister = 0x09, kCfaRememberState = 0x0a, kCfaRestoreState = 0x0b, kCfaDefCfa = 0x0c,
  kCfaDefCfaRegister = 0x0d, kCfaDefCfaOffset = 0x0e, kCfaOffsetExtendedSf = 0x11, kCfaValOffset = 0x14,
  kCfaValOffsetSf = 0x15, kCfaLlvmDefAspaceCfa = 0x30, kCfaGnuWindowSave = 0x2d, kCfaGnuArgsSize = 0x2e,
  kCfaAdvanceLoc = 0x40, kCfaOffset = 0x80, kCfaRestore = 0xc0,
};
constexpr int64_t kCodeAlignment = 4, kDataAlignment = 4;  // AMDGPU: 4-byte instructions, stack grows up
constexpr uint8_t kEhPeSdata4PcRel = 0x1b;                // the FDE pointer encoding of .eh_frame

// Pads the section with DW_CFA_nop to a multiple of `align` (LLVM's emitValueToAlignment).
void padTo(std::vector<uint8_t>& out, size_t align) {
  while (out.size() % align) out.push_back(kCfaNop);
}

// MCDwarfFrameEmitter::encodeAdvanceLoc.
void advance(std::vector<uint8_t>& out, uint64_t bytes) {
  const uint64_t delta = bytes / uint64_t(kCodeAlignment);
  if (delta == 0) return;
  if (delta < 64) {
    out.push_back(uint8_t(kCfaAdvanceLoc | delta));
  } else if (delta <= 0xff) {
    out.push_back(kCfaAdvanceLoc1);
    appendLittleEndian(out, delta, 1);
  } else if (delta <= 0xffff) {
    out.push_back(kCfaAdvanceLoc2);
    appendLittleEndian(out, delta, 2);
  } else {
    out.push_back(kCfaAdvanceLoc4);
    appendLittleEndian(out, delta, 4);
  }
}

// FrameEmitterImpl::emitCFIInstruction; `cfaOffset` is the running CFA offset of the frame.
void emitInstruction(std::vector<uint8_t>& out, const CfiInstruction& i, int64_t& cfaOffset) {
  using Op = CfiInstruction::Op;
  switch (i.op) {
    case Op::Register:
      out.push_back(kCfaRegister);
      appendUleb128(out, i.reg);
      appendUleb128(out, i.reg2);
      return;
    case Op::WindowSave: out.push_back(kCfaGnuWindowSave); return;
    case Op::Undefined:
      out.push_back(kCfaUndefined);
      appendUleb128(out, i.reg);
      return;
    case Op::AdjustCfaOffset:
    case Op::DefCfaOffset:
      out.push_back(kCfaDefCfaOffset);
      cfaOffset = i.op == Op::AdjustCfaOffset ? cfaOffset + i.offset : i.offset;
      appendUleb128(out, uint64_t(cfaOffset));
      return;
    case Op::DefCfa:
      out.push_back(kCfaDefCfa);
      appendUleb128(out, i.reg);
      cfaOffset = i.offset;
      appendUleb128(out, uint64_t(cfaOffset));
      return;
    case Op::DefCfaRegister:
      out.push_back(kCfaDefCfaRegister);
      appendUleb128(out, i.reg);
      return;
    case Op::LlvmDefAspaceCfa:
      out.push_back(kCfaLlvmDefAspaceCfa);
      appendUleb128(out, i.reg);
      cfaOffset = i.offset;
      appendUleb128(out, uint64_t(cfaOffset));
      appendUleb128(out, i.addressSpace);
      return;
    case Op::Offset:
    case Op::RelOffset: {
      int64_t offset = i.op == Op::RelOffset ? i.offset - cfaOffset : i.offset;
      offset /= kDataAlignment;
      if (offset < 0) {
        out.push_back(kCfaOffsetExtendedSf);
        appendUleb128(out, i.reg);
        appendSleb128(out, offset);
      } else if (i.reg < 64) {
        out.push_back(uint8_t(kCfaOffset + i.reg));
        appendUleb128(out, uint64_t(offset));
      } else {
        out.push_back(kCfaOffsetExtended);
        appendUleb128(out, i.reg);
        appendUleb128(out, uint64_t(offset));
      }
      return;
    }
    case Op::RememberState: out.push_back(kCfaRememberState); return;
    case Op::RestoreState: out.push_back(kCfaRestoreState); return;
    case Op::SameValue:
      out.push_back(kCfaSameValue);
      appendUleb128(out, i.reg);
      return;
    case Op::Restore:
      if (i.reg < 64) {
        out.push_back(uint8_t(kCfaRestore | i.reg));
      } else {
        out.push_back(kCfaRestoreExtended);
        appendUleb128(out, i.reg);
      }
      return;
    case Op::GnuArgsSize:
      out.push_back(kCfaGnuArgsSize);
      appendUleb128(out, uint64_t(i.offset));
      return;
    case Op::Escape: out.insert(out.end(), i.bytes.begin(), i.bytes.end()); return;
    case Op::ValOffset: {
      const int64_t offset = int64_t(int32_t(i.offset)) / kDataAlignment;
      out.push_back(offset < 0 ? kCfaValOffsetSf : kCfaValOffset);
      appendUleb128(out, i.reg);
      if (offset < 0) appendSleb128(out, offset);
      else appendUleb128(out, uint64_t(offset));
      return;
    }
  }
}

// A CIE; returns its offset in the section.
size_t emitCie(std::vector<uint8_t>& out, const CfiFrame& f, bool eh) {
  const size_t start = out.size();
  appendLittleEndian(out, 0, 4);  // length, patched
  appendLittleEndian(out, eh ? 0 : 0xffffffffu, 4);  // CIE id
  const uint8_t version = eh ? 1 : 4;  // .debug_frame of DWARF 5 has CIE version 4
  out.push_back(version);
  if (eh) {
    out.push_back('z');
    out.push_back('R');
    if (f.signalFrame) out.push_back('S');
  }
  out.push_back(0);
  if (version >= 4) {
    out.push_back(8);  // address size
    out.push_back(0);  // segment selector size
  }
  appendUleb128(out, uint64_t(kCodeAlignment));
  appendSleb128(out, kDataAlignment);
  if (version == 1) out.push_back(uint8_t(f.returnColumn));
  else appendUleb128(out, f.returnColumn);
  if (eh) {
    appendUleb128(out, 1);  // augmentation data: the FDE pointer encoding
    out.push_back(kEhPeSdata4PcRel);
  }
  padTo(out, eh ? 4 : 8);
  patchLittleEndian(out, start, out.size() - start - 4, 4);
  return start;
}

}  // namespace

void emitCfiFrames(std::vector<uint8_t>& out, std::vector<DwarfReloc>& relocs, const std::vector<CfiFrame>& frames,
                   bool eh) {
  // FDEs grouped by their CIE's key (stable), as LLVM sorts them.
  std::vector<const CfiFrame*> order;
  for (const CfiFrame& f : frames) order.push_back(&f);
  auto key = [](const CfiFrame* f) { return std::make_tuple(f->signalFrame, f->simple, f->returnColumn); };
  std::stable_sort(order.begin(), order.end(), [&](const CfiFrame* a, const CfiFrame* b) { return key(a) < key(b); });
  std::optional<size_t> cie;
  const CfiFrame* cieFrame = nullptr;
  for (size_t n = 0; n < order.size(); ++n) {
    const CfiFrame& f = *order[n];
    if (!cie || (eh && key(cieFrame) != key(&f))) {
      cie = emitCie(out, f, eh);
      cieFrame = &f;
    }
    const size_t start = out.size();
    appendLittleEndian(out, 0, 4);  // length, patched
    const size_t fdeStart = out.size();
    if (eh) {
      appendLittleEndian(out, fdeStart - *cie, 4);  // CIE pointer: back from here
      relocs.push_back({out.size(), reloc::kRel32, f.section, int64_t(f.begin)});
      appendLittleEndian(out, 0, 4);
      appendLittleEndian(out, f.end - f.begin, 4);
      appendUleb128(out, 0);  // augmentation data length
    } else {
      relocs.push_back({out.size(), reloc::kAbs32, -1, int64_t(*cie)});
      appendLittleEndian(out, 0, 4);
      relocs.push_back({out.size(), reloc::kAbs64, f.section, int64_t(f.begin)});
      appendLittleEndian(out, 0, 8);
      appendLittleEndian(out, f.end - f.begin, 8);
    }
    int64_t cfaOffset = 0;
    uint64_t base = f.begin;
    for (const CfiInstruction& i : f.instructions) {
      if (i.at != base) {
        advance(out, i.at - base);
        base = i.at;
      }
      emitInstruction(out, i, cfaOffset);
    }
    padTo(out, n + 1 == order.size() ? 8 : eh ? 4 : 8);
    patchLittleEndian(out, start, out.size() - fdeStart, 4);
  }
}

}  // namespace gcnkit::asmimpl
