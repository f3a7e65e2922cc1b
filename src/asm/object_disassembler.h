// Code objects back to text: the llvm-objdump -d listing, and a complete assembly program that
// re-assembles to the same section contents (`gcnkit dis FILE` and `gcnkit dis --source FILE`).
#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "object/code_object.h"

namespace gcnkit {

// What llvm-objdump -d prints: every executable section, split at symbols (one per address, chosen as
// llvm-objdump 14 chooses), each instruction with its address and dwords, branch targets as <sym+0xN>.
// Words that are no instruction on the object's target print as .long.
std::string objdumpListing(const CodeObject& co, std::string_view fileName);
// The same, handed to `sink` in chunks as it is produced (a large object's listing is never held whole).
// `threads` as for sweep (text/disassembler.h): large code sections are swept on worker threads.
void objdumpListing(const CodeObject& co, std::string_view fileName, const std::function<void(std::string_view)>& sink,
                    int threads = 0);

struct ObjectSource {
  std::string text;
  // Parts of the object the program cannot reproduce (a relocation no syntax writes, a descriptor no
  // directive list gives, V2 notes); each is also a comment in `text`. Empty: the program is exact.
  std::vector<std::string> inexact;
};

// An assembly program for the object: .amdgcn_target and the code object version, every allocated
// section with its flags and alignment, symbols with their binding, visibility, type and size,
// instructions with labels for branch targets, relocations written back as symbolic operands
// (sym@rel32@lo+4, .quad sym, ...), kernel descriptors as .amdhsa_kernel blocks and the metadata as
// .amdgpu_metadata YAML. `gcnkit as` with the object's processor and features turns it back into the
// same section bytes and relocations (linked objects: into a relocatable object with those sections).
ObjectSource objectSource(const CodeObject& co);

}  // namespace gcnkit
