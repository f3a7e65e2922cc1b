// A kernel's or function's control flow as the static checks walk it: one node per reachable instruction with its
// effects and successors, built from the entry by following branches, returns and calls into the object's functions.
// Jumps through a register are followed where the register's value is known from the straight-line code before
// them (s_getpc_b64 and the adds clang writes, a GOT entry); elsewhere the node says the target is unknown.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "analysis/code_image.h"
#include "analysis/effects.h"

namespace gcnkit::analysis {

enum class NodeKind : uint8_t {
  Normal,        // falls through or branches to its successors
  EndProgram,    // s_endpgm (or s_trap, s_sethalt 1): the wave ends
  Return,        // s_setpc_b64 to the caller (a function's return), or a tail call (`callee` set)
  Call,          // s_swappc_b64 to a known function: `callee`, then the next instruction
  IndirectCall,  // s_swappc_b64 to a register whose value is not known
  UnknownJump,   // s_setpc_b64 / fork / join to a target not known
  Invalid,       // bytes that do not decode, s_code_end, or no code at all
};

struct Node {
  uint64_t address = 0;
  const Decoded* decoded = nullptr;
  Effects fx;
  NodeKind kind = NodeKind::Normal;
  uint64_t callee = 0;
  bool tailCall = false;  // Return: the jump goes to another function, which returns to this routine's caller
  std::vector<uint32_t> succ, pred;  // node indices
};

struct Routine {
  std::string name;
  bool kernel = false;
  uint64_t entry = 0;
  Target target;                   // with the wave size the routine runs in
  std::vector<Node> nodes;         // nodes[0] is the entry
  std::vector<uint64_t> callees;   // functions it calls directly
  bool fallsOffEnd = false;        // execution can run past the end of the code
  uint64_t fallsOffAt = 0;         // the last instruction before that
};

Routine buildRoutine(const CodeImage& image, uint64_t entry, const Target& target, bool kernel, std::string name);

}  // namespace gcnkit::analysis
