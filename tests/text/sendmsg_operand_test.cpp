// The sendmsg(...) operand read as llvm-mc 22 reads it: the macro's syntax first, then whether the GPU has the message;
// an operation name by the message id (named or numbered): SYSMSG_OP_* after MSG_SYSMSG's, GS_OP_* after any other.
// Bytes, messages and columns are llvm-mc 22's.
#include <gtest/gtest.h>

#include "test_support.h"

namespace gcnkit::test {
namespace {

struct Line {
  const char* cpu;
  const char* text;
  std::vector<uint8_t> bytes;  // empty: an error
  const char* error;           // "col: error: message" (for an error)
};

TEST(SendmsgOperand, ReadAsLlvmMc22) {
  const Line lines[] = {
      {"gfx900", "s_sendmsg sendmsg(15, SYSMSG_OP_REG_RD)", {0x2f, 0x00, 0x90, 0xbf}, ""},
      {"gfx1100", "s_sendmsg sendmsg(15, SYSMSG_OP_REG_RD)", {0x2f, 0x00, 0xb6, 0xbf}, ""},
      {"gfx900", "s_sendmsg sendmsg(15, GS_OP_EMIT)", {}, "23: error: expected an operation name or an absolute expression"},
      {"gfx900", "s_sendmsg sendmsg(MSG_GS, SYSMSG_OP_ECC_ERR_INTERRUPT)", {},
       "27: error: expected an operation name or an absolute expression"},
      {"gfx1030", "s_sendmsg sendmsg(MSG_INTERRUPT, GS_OP_EMIT)", {}, "34: error: message does not support operations"},
      {"gfx1030", "s_sendmsg sendmsg(MSG_GS, GS_OP_NOP)", {}, "27: error: invalid operation id"},
      // A message of other GPUs: the syntax is read first.
      {"gfx1100", "s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0, 1)", {}, "40: error: expected a closing parenthesis"},
      {"gfx1100", "s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0)", {}, "19: error: specified message id is not supported on this GPU"},
      {"gfx1100", "s_sendmsg sendmsg(MSG_GS, FOO)", {}, "27: error: expected an operation name or an absolute expression"},
  };
  for (const Line& l : lines) {
    std::string err;
    EXPECT_EQ(assembleBytes(std::string(l.text) + "\n", target(l.cpu), &err), l.bytes) << l.cpu << ": " << l.text << err;
    if (l.bytes.empty()) {
      EXPECT_NE(err.find(std::string(":1:") + l.error), std::string::npos) << l.text << "\n" << err;
    }
  }
}

}  // namespace
}  // namespace gcnkit::test
