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

// Parses one argument:
//   TYPE:V                     a value (TYPE one of u8, i8, u16, i16, u32, i32, u64, i64, f16, f32, f64)
//   V                          a plain number, typed by the argument's metadata (.type_name) when the kernel is known
//   bits:0xHEX                 a bit pattern, as wide as the argument (or, without metadata, as its digits)
//   bytes:HEX | bytes:@PATH    raw bytes in memory order (any by-value argument, a struct's included)
//   struct:TYPE:V,...,pad:N    a by-value struct: its fields in C layout (each at its natural alignment, the
//                              struct padded to its widest field; pad:N inserts N zero bytes)
//   lds:BYTES                  a __local pointer: BYTES of dynamic group memory, its offset the argument
//   buf:SIZE                   a buffer of SIZE zero bytes
//   buf:@PATH                  a file's bytes
//   buf:TYPE:V,V,...           the values, little-endian
//   buf:TYPE:@PATH             the values of a text file (separated by commas, blanks or newlines)
//   buf:iota:TYPE:COUNT        0, 1, ..., COUNT-1
//   buf:rand:TYPE:COUNT[:SEED] COUNT SplitMix64 values (seed 0 by default; cli/typed_values.h)
// A plain number and bits: need the argument's type or size: they are left unsized (size 0) until
// resolveKernelArgs. Returns nullopt and a message naming the problem.
std::optional<KernelArg> parseKernelArg(std::string_view spec, std::string& error);

// Gives the plain numbers and bit patterns their type and size from the kernel's metadata (bits: without
// metadata: from its digits). False and `error` when an argument cannot be typed or its value does not fit.
bool resolveKernelArgs(const emu::LoadedKernel& k, std::vector<KernelArg>& args, std::string& error);

}  // namespace gcnkit::cli
