// gcnkit lint on GFX11 code objects (tests/data/gfx11: clang-19 and clang-22 builds of OpenCL and HIP sources, every
// GFX11 processor kind): system SGPRs start at USER_SGPR_COUNT (clang-22 sets 15 and puts the work-group id in s15),
// s_sendmsg MSG_DEALLOC_VGPRS reads no M0, and the one error left is real: the sources' bare
// __builtin_amdgcn_s_barrier() has no fence, so clang-22 (GFX11 has back-off barriers) leaves the LDS store before
// it outstanding, where clang-19 waited.
#include <filesystem>

#include "lint_corpus.h"
#include "lint_support.h"

namespace gcnkit::lint_test {
namespace {

TEST(LintGfx11, ClangObjectsHaveNoFindingButTheBareBarrier) {
  const std::string dir = std::string(GCNKIT_SOURCE_DIR) + "/tests/data/gfx11";
  size_t objects = 0, barriers = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    const std::string name = e.path().filename().string();
    if (!name.ends_with(".so")) continue;
    ++objects;
    for (const analysis::Finding& f : lintObject(readAll(e.path().string())).findings) {
      const bool bareBarrier = f.rule == "lds-barrier" && name.find("clang22") != std::string::npos &&
                               (f.routine.find("shared_private") != std::string::npos || f.routine == "dynamic_lds");
      barriers += bareBarrier;
      EXPECT_TRUE(bareBarrier) << name << ": " << f.routine << ": " << f.message << " [" << f.rule << "]";
    }
  }
  EXPECT_GE(objects, 20u);
  EXPECT_GT(barriers, 0u);  // (the bare barriers of the clang-22 builds are still found)
}

}  // namespace
}  // namespace gcnkit::lint_test
