// Code-object metadata as MessagePack (code object V3 and later): the MsgNode tree packed and unpacked with
// msgpack-cxx, keys and values in the order and with the types LLVM's msgpack::Document writes.
#include <cfloat>
#include <cmath>
#include <cstring>

#include <fmt/format.h>
#include <msgpack.hpp>

#include "object/metadata.h"

namespace gcnkit {

namespace {

void pack(msgpack::packer<msgpack::sbuffer>& pk, const MsgNode& n) {
  switch (n.kind) {
    case MsgNode::Int:
      if (n.i >= 0) pk.pack_uint64(uint64_t(n.i));
      else pk.pack_int64(n.i);
      break;
    case MsgNode::UInt: pk.pack_uint64(n.u); break;
    case MsgNode::Nil: pk.pack_nil(); break;
    case MsgNode::Boolean:
      if (n.b) pk.pack_true();
      else pk.pack_false();
      break;
    case MsgNode::Float: {
      // llvm::msgpack::Writer: float32 whenever the magnitude is in float's normal range.
      double a = std::fabs(n.f);
      if (a >= FLT_MIN && a <= FLT_MAX) pk.pack_float(static_cast<float>(n.f));
      else pk.pack_double(n.f);
      break;
    }
    case MsgNode::String:
      pk.pack_str(static_cast<uint32_t>(n.s.size()));
      pk.pack_str_body(n.s.data(), static_cast<uint32_t>(n.s.size()));
      break;
    case MsgNode::Binary:
      pk.pack_bin(static_cast<uint32_t>(n.s.size()));
      pk.pack_bin_body(n.s.data(), static_cast<uint32_t>(n.s.size()));
      break;
    case MsgNode::Array:
      pk.pack_array(static_cast<uint32_t>(n.array.size()));
      for (const MsgNode& e : n.array) pack(pk, e);
      break;
    case MsgNode::Map:
      pk.pack_map(static_cast<uint32_t>(n.map.size()));
      for (const auto& [k, v] : n.map) {
        pack(pk, k);
        pack(pk, v);
      }
      break;
  }
}

std::optional<MsgNode> fromObject(const msgpack::object& o, std::string& error) {
  MsgNode n;
  switch (o.type) {
    case msgpack::type::NIL: break;
    case msgpack::type::BOOLEAN: n.kind = MsgNode::Boolean, n.b = o.via.boolean; break;
    case msgpack::type::POSITIVE_INTEGER: n.kind = MsgNode::UInt, n.u = o.via.u64; break;
    case msgpack::type::NEGATIVE_INTEGER: n.kind = MsgNode::Int, n.i = o.via.i64; break;
    case msgpack::type::FLOAT32:
    case msgpack::type::FLOAT64: n.kind = MsgNode::Float, n.f = o.via.f64; break;
    case msgpack::type::STR: n = MsgNode::string(std::string(o.via.str.ptr, o.via.str.size)); break;
    case msgpack::type::BIN: n.kind = MsgNode::Binary, n.s.assign(o.via.bin.ptr, o.via.bin.size); break;
    case msgpack::type::ARRAY:
      n.kind = MsgNode::Array;
      for (uint32_t i = 0; i < o.via.array.size; ++i) {
        auto e = fromObject(o.via.array.ptr[i], error);
        if (!e) return std::nullopt;
        n.array.push_back(std::move(*e));
      }
      break;
    case msgpack::type::MAP:
      n.kind = MsgNode::Map;
      for (uint32_t i = 0; i < o.via.map.size; ++i) {
        auto k = fromObject(o.via.map.ptr[i].key, error);
        if (!k) return std::nullopt;
        if (!k->isScalar()) {
          error = "map key is not a scalar";
          return std::nullopt;
        }
        auto v = fromObject(o.via.map.ptr[i].val, error);
        if (!v) return std::nullopt;
        size_t before = n.map.size();
        n.set(std::move(*k), std::move(*v));
        if (n.map.size() == before) {
          error = "duplicate map key";
          return std::nullopt;
        }
      }
      break;
    default: error = "extension types are not supported"; return std::nullopt;
  }
  return n;
}

}  // namespace

std::vector<uint8_t> encodeMsgPack(const MsgNode& node) {
  msgpack::sbuffer buf;
  msgpack::packer<msgpack::sbuffer> pk(&buf);
  pack(pk, node);
  return std::vector<uint8_t>(reinterpret_cast<const uint8_t*>(buf.data()),
                              reinterpret_cast<const uint8_t*>(buf.data()) + buf.size());
}

namespace {

// Counts a MessagePack document's elements without building it, stopping at the first limit it exceeds.
struct ElementCounter : msgpack::null_visitor {
  uint64_t elements = 0;
  std::string error;
  bool element() {
    if (++elements <= kMaxMetadataElements) return true;
    error = fmt::format("more than {} elements (the limit of a metadata note)", kMaxMetadataElements);
    return false;
  }
  bool visit_nil() { return element(); }
  bool visit_boolean(bool) { return element(); }
  bool visit_positive_integer(uint64_t) { return element(); }
  bool visit_negative_integer(int64_t) { return element(); }
  bool visit_float32(float) { return element(); }
  bool visit_float64(double) { return element(); }
  bool visit_str(const char*, uint32_t) { return element(); }
  bool visit_bin(const char*, uint32_t) { return element(); }
  bool visit_ext(const char*, uint32_t) { return element(); }
  bool start_array(uint32_t) { return element(); }
  bool start_map(uint32_t entries) {
    if (entries <= kMaxMetadataMapEntries) return element();
    error = fmt::format("a map of {} entries (at most {} in a metadata note)", entries, kMaxMetadataMapEntries);
    return false;
  }
};

}  // namespace

Expected<MsgNode> decodeMsgPack(std::span<const uint8_t> bytes) {
  if (bytes.empty()) return fail("MessagePack: no data");
  if (bytes.size() > kMaxMetadataBytes)
    return fail(fmt::format("MessagePack: {} bytes, more than the {} MiB of a metadata note gcnkit reads", bytes.size(),
                            kMaxMetadataBytes >> 20));
  {
    ElementCounter counter;
    size_t at = 0;
    try {
      msgpack::parse(reinterpret_cast<const char*>(bytes.data()), bytes.size(), at, counter);
    } catch (const std::exception&) {  // malformed data: the unpack below says how
    }
    if (!counter.error.empty()) return fail("MessagePack: " + counter.error);
  }
  // Every element takes at least one byte: no count may exceed the input size.
  size_t n = bytes.size();
  msgpack::unpack_limit limit(n, n, n, n, n, 64);
  size_t off = 0;
  msgpack::object_handle oh;
  try {
    oh = msgpack::unpack(reinterpret_cast<const char*>(bytes.data()), bytes.size(), off, nullptr, nullptr, limit);
  } catch (const msgpack::insufficient_bytes&) {
    return fail("MessagePack: data ends inside an object");
  } catch (const std::exception& e) {
    return fail(fmt::format("MessagePack: {}", e.what()));
  }
  if (off != bytes.size()) return fail(fmt::format("MessagePack: {} trailing bytes after the object", bytes.size() - off));
  std::string error;
  auto node = fromObject(oh.get(), error);
  if (!node) return fail("MessagePack: " + error);
  return *node;
}


}  // namespace gcnkit
