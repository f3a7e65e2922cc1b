// `gcnkit run --arg SPEC`: kernel arguments as the command line writes them. Where they go in the kernarg
// segment, and their binding to guest memory, is the library's (emu/kernel_args.h).
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "emu/kernel_args.h"

namespace gcnkit::cli {

using emu::KernelArg;
using emu::layoutKernelArgs;

// Parses a value TYPE:V (TYPE one of u8, i8, u16, i16, u32, i32, u64, i64, f16, f32, f64) or a buffer:
//   buf:SIZE                   SIZE zero bytes
//   buf:@PATH                  a file's bytes
//   buf:TYPE:V,V,...           the values, little-endian
//   buf:TYPE:@PATH             the values of a text file (separated by commas, blanks or newlines)
//   buf:iota:TYPE:COUNT        0, 1, ..., COUNT-1
//   buf:rand:TYPE:COUNT[:SEED] COUNT SplitMix64 values (seed 0 by default; cli/typed_values.h)
// Returns nullopt and a message naming the problem.
std::optional<KernelArg> parseKernelArg(std::string_view spec, std::string& error);

}  // namespace gcnkit::cli
