// Machine code -> LLVM assembly text, one instruction after another, as llvm-mc -disassemble and
// llvm-objdump print it.
#pragma once
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "codec/instruction.h"
#include "isa/target.h"
#include "text/parallel_sweep.h"
#include "text/printer.h"

namespace gcnkit {

// How a decoded word's text is proved to carry every bit back to the assembler. Reparse, the reference,
// parses the text of every SDWA, DPP, memory, export and interpolation word and re-encodes it; Fast, what
// the disassembler uses, trusts field checks instead where they are complete (tests hold the two equal).
enum class TextProof { Fast, Reparse };

// Decodes the instruction at the start of `bytes` if it is valid and printable on the target.
// Returns its size, or 0 when the bytes are not an instruction (callers skip 4 bytes, as llvm-mc does).
size_t decodeOne(std::span<const uint8_t> bytes, const Target& t, Instruction& inst,
                 TextProof proof = TextProof::Fast);

// For listings: a scalar branch whose target lies in the code prints the target's label, L_<hex offset> (6
// upper-case digits or more), instead of its dword offset. `offset` is the instruction's byte offset in the
// code of `codeSize` bytes; `target` tells the caller the labelled target (-1: none printed).
struct BranchLabels {
  size_t offset = 0, codeSize = 0;
  int64_t target = -1;
};
// decodeOne and printing in one pass: appends the instruction's text to `text`, or nothing when the bytes are
// no instruction (then returns 0).
size_t decodeAndPrint(std::span<const uint8_t> bytes, const Target& t, Instruction& inst, TextBuf& text,
                      BranchLabels* labels = nullptr, TextProof proof = TextProof::Fast);
// The bits of a shape-cached word that its re-parse verdict does not depend on, so that the fast proof keeps
// verdicts by the rest: VGPR numbers (a VGPR prints as vN or v[N:M] and reads back as itself) and, in an SDWA or
// DPP dword, the controls every row takes alike (selects, dst_unused, DPP controls and masks, bound_ctrl, fi).
// Shape-cached: SDWA/DPP words (two dwords, or three for VOP3/VOP3P with DPP) and MIMG words of two or three
// dwords (the third, NSA addresses or GFX12's VIMAGE addresses, held whole). Zero for other instructions.
struct ShapeFreeBits {
  uint64_t words = 0;  // of the first two dwords
  uint32_t ext = 0;    // of the third: the DPP dword after a VOP3/VOP3P word
};
ShapeFreeBits shapeFreeBits(const Instruction& inst, Gen g);

// Builds what the first decode on the target builds (the instruction table, the target's prefix decoder), so
// that a caller may do it on another thread while it reads its input. Thread-safe.
void prepareDisassembler(const Target& t);

struct DisasmLine {
  size_t offset;        // byte offset of the instruction in the input
  size_t size;          // bytes consumed (4 for an invalid word)
  bool valid;
  std::string_view text;  // instruction text (valid only)
};

std::vector<DecodedUnit> decodeAll(std::span<const uint8_t> bytes, const Target& t);
// The same sweep, one unit at a time (nothing kept): for listings of any size. `text` is the unit's
// instruction as printed without overrides (empty for a unit that is no instruction).
// Large ranges are swept on worker threads (parallel_sweep.h; `threads` 0: every core, 1: none), with the
// same units in the same order.
void sweep(std::span<const uint8_t> bytes, const Target& t,
           const std::function<void(const DecodedUnit&, std::string_view text)>& unit, int threads = 0);
// The operand index of a branch's label (-1 if none) and the byte offset it jumps to (-1 if none).
int branchOperand(const DecodedUnit& d);
int64_t branchTarget(const DecodedUnit& d);
// The operand index that prints the literal dword (-1 if none), for symbolic relocation operands.
int literalOperand(const DecodedUnit& d);
// The unit as assembly: the instruction (with operand overrides), or .long / .byte for what is none.
void appendUnitText(std::string& out, const DecodedUnit& d, std::span<const uint8_t> bytes, const Target& t,
                    const OperandOverrides* ov = nullptr);
// "// 000000001400: C0060000 00000000": the address and the unit's little-endian dwords.
void appendEncodingComment(std::string& out, const DecodedUnit& d, std::span<const uint8_t> bytes, uint64_t address);
void appendEncodingComment(TextBuf& out, const DecodedUnit& d, std::span<const uint8_t> bytes, uint64_t address);
void appendEncodingComment(TextBuf& out, size_t offset, size_t size, std::span<const uint8_t> bytes,
                           uint64_t address);
// Up to 4 little-endian bytes at `at` (fewer when n < 4 or the data ends).
uint32_t loadWord(std::span<const uint8_t> bytes, size_t at, size_t n);

// An llvm-objdump style listing of raw machine code that is also an assembly program: branch targets get
// labels (L_<offset>:), every line carries "// offset: words", and words that are no instruction are
// written as .long, so that assembling the listing gives back exactly `bytes` (whole dwords; a trailing
// partial dword becomes .byte).
std::string disassembleListing(std::span<const uint8_t> bytes, const Target& t);
// The same listing handed to `sink` in pieces as it is made (one sweep; threads as for sweep): a large
// input's listing is never held whole.
void disassembleListing(std::span<const uint8_t> bytes, const Target& t,
                        const std::function<void(std::string_view)>& sink, int threads = 0);
// The same, several pieces at a time, in order (text/listing.cpp): a sink that writes each call's pieces with
// one writev copies nothing. The pieces are valid during the call only.
using ListingSink = std::function<void(std::span<const std::string_view> pieces)>;
void disassembleListingPieces(std::span<const uint8_t> bytes, const Target& t, const ListingSink& sink,
                              int threads = 0);

// Walks `bytes`, calling `emit` for every instruction or invalid word in order (threads as for sweep).
void disassemble(std::span<const uint8_t> bytes, const Target& t, const std::function<void(const DisasmLine&)>& emit,
                 int threads = 0);

}  // namespace gcnkit
