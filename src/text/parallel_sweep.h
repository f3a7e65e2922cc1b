// A linear sweep over a large code range on several threads, giving the same units in the same order as a
// sweep on one thread.
//
// Where a unit starts depends on every unit before it, so workers sweep chunks from guessed starts (the
// first dword of each chunk) and the caller's thread stitches the chunks together: it enters each chunk at
// the offset where the previous one's units ended, and takes the chunk's units from there when the chunk's
// own sweep passed through that offset (within a unit or two it nearly always does: instructions are 1-5
// dwords). When it did not, the stitching thread sweeps on its own until it meets the chunk's units.
// Workers stay a few chunks ahead of the stitching, so memory stays bounded on any input size.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>

#include "codec/instruction.h"
#include "text/append.h"

namespace gcnkit {

// Where a step of a linear sweep is: an instruction, or a word (or trailing bytes) that is none.
struct UnitPlace {
  size_t offset, size;
  bool valid;
};
// A step with its decoded instruction.
struct DecodedUnit : UnitPlace {
  Instruction inst;
};

// What the sweep hands on: the instruction of each unit, or only its place and text (a listing needs no more,
// and a chunk's units then take 24 bytes each instead of an instruction's several hundred).
enum class SweepKeeps : uint8_t { Instructions, TextOnly };

// Decodes and prints the unit at the start of `at` into `text` (appending), returns its size; 0 when the
// bytes are no instruction (the sweep then steps over min(4, remaining) bytes, and nothing may be printed).
using SweepStep = std::function<size_t(std::span<const uint8_t> at, Instruction& inst, TextBuf& text)>;

// Calls `unit` for every unit of `bytes` in order, from the caller's thread. `text` is the unit's printed
// instruction (empty for a unit that is no instruction). `threads` as for sweepThreadsFor. With
// SweepKeeps::TextOnly the unit's `inst` is unspecified.
void parallelSweep(std::span<const uint8_t> bytes, const SweepStep& step, int threads,
                   const std::function<void(const DecodedUnit&, std::string_view text)>& unit,
                   SweepKeeps keeps = SweepKeeps::Instructions);

// The worker threads for a range of this size (0: sweep on the caller's thread alone). `requested` 0 means
// as many as the machine has, 1 none.
int sweepThreadsFor(size_t bytes, int requested);

}  // namespace gcnkit
