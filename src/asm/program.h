// What the assembler produces besides listings: sections, symbols and relocations, the input of the
// object writer (src/object) and of raw output.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace gcnkit {

struct AsmSection {
  std::string name;
  uint32_t type = 1;    // SHT_PROGBITS
  uint64_t flags = 0;   // SHF_*
  uint64_t align = 1;
  uint64_t entsize = 0;
  std::vector<uint8_t> bytes;
  uint64_t bssSize = 0;  // SHT_NOBITS sections have a size and no bytes
  // Padding counted but not stored (runs that write only a listing: llvm-mc prints .p2align 28 without
  // materializing 256 MiB); `bytes` then holds the rest, and positions are bytes.size() + elided.
  uint64_t elided = 0;
};

struct AsmSymbol {
  std::string name;
  int section = -1;     // index into sections; -1 undefined, -2 absolute
  uint64_t value = 0;
  uint64_t size = 0;
  uint8_t bind = 0;     // STB_LOCAL, STB_GLOBAL, STB_WEAK
  uint8_t type = 0;     // STT_NOTYPE, STT_OBJECT, STT_FUNC, STT_SECTION, ...
  uint8_t visibility = 0;  // STV_DEFAULT, STV_HIDDEN, STV_PROTECTED
  bool temporary = false;  // .L names: not written to the symbol table
};

struct AsmRelocation {
  int section;          // the section being patched
  uint64_t offset;
  uint32_t type;        // R_AMDGPU_*
  std::string symbol;   // empty: relative to the section symbol of `targetSection`
  int targetSection = -1;
  int64_t addend = 0;
};

// One directive of an .amdhsa_kernel block, kept with its place for diagnostics.
struct AsmKernelDirective {
  std::string name;   // ".amdhsa_next_free_vgpr"
  int64_t value = 0;
  int line = 0, col = 0, valueCol = 0;
  std::string text;   // the source line, for diagnostics after the block has ended
};

struct AsmKernel {
  std::string name;
  std::vector<AsmKernelDirective> directives;
  int line = 0;
  int section = -1;        // where the 64-byte descriptor was placed
  uint64_t offset = 0;
};

struct AsmProgram {
  std::vector<AsmSection> sections;
  std::vector<AsmSymbol> symbols;  // in order of first appearance
  std::vector<AsmRelocation> relocations;
  std::vector<AsmKernel> kernels;  // .amdhsa_kernel blocks, in order
  std::string metadataYaml;        // the text of .amdgpu_metadata ... .end_amdgpu_metadata
  std::vector<uint8_t> metadataMsgPack;  // the same, as the NT_AMDGPU_METADATA note carries it
};

}  // namespace gcnkit
