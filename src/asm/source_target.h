// The target a source names in its `.amdgcn_target` directive, so that `gcnkit as` and the Python module's
// assemble() need no processor when the source says which one it is for.
#pragma once
#include <string>
#include <string_view>

namespace gcnkit {

// The processor and features of the source's `.amdgcn_target "amdgcn-amd-amdhsa--gfx900:xnack+"`, so that
// --mcpu is needed only when the source does not name its target. False when there is none.
bool targetFromSource(std::string_view src, std::string& mcpu, std::string& mattr);

}  // namespace gcnkit
