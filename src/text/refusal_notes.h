// The notes and messages under an instruction the parser refuses (text/refusal_notes.cpp).
#pragma once

#include <string>
#include <string_view>

#include "isa/ops.h"
#include "isa/target.h"

namespace gcnkit {

// "s_store_dword exists on GFX8, GFX9, GFX10": where an instruction missing here can be found.
std::string availabilityNote(const OpInfo& info);

// The ISA rule behind a scalar memory operand error (empty when there is none to name).
std::string smemRuleNote(const OpInfo& info, const OperandSpec& spec, const std::string& message, Gen g);

// llvm-mc's message for a row the generation lacks.
std::string_view unsupportedMessage(const OpInfo& info, Gen g);

// Mnemonics llvm-mc knows from the MAI processors only, which the table leaves out.
bool onlyOnMaiProcessors(std::string_view name);

// LLVM's ", did you mean: ...?" tail for an unknown mnemonic (empty when nothing is near).
std::string spellingSuggestion(std::string_view name, const Target& t);

}  // namespace gcnkit
