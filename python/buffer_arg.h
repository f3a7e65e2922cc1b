// A Python object's buffer as a kernel argument: exported once when the argument is bound and held until the
// launch has copied it back, so that an exporter that honours exports (bytearray, array.array, memoryview)
// refuses to be resized in between: the resizer gets BufferError. NumPy does not consult exports when an array
// is resized with refcheck=False, so a weak reference is held as well (NumPy then refuses the resize), and the
// copy-back re-exports the buffer and writes nothing when its memory or layout changed anyway.
//
// Items are gathered by the exporter's shape and strides (any sign) into one contiguous copy and scattered back
// the same way: the kernel sees the elements in C order, and no byte between or around them is read or
// written. What cannot be honoured is refused: suboffsets, items that are not plain bytes (Python objects,
// pointers), overlapping elements of a writable buffer, more than the largest buffer argument.
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "bindings.h"

namespace gcnkit::python {

class HeldBuffer {
 public:
  // Exports `object`'s buffer, writable when the exporter allows it and `writeBack` is set; raises
  // gcnkit.ArgumentError (`where` names the argument) for what cannot be honoured.
  HeldBuffer(py::handle object, std::string where, bool writeBack = true);
  ~HeldBuffer();  // releases the export; the GIL must be held (it is wherever launch() runs Python)
  HeldBuffer(const HeldBuffer&) = delete;
  HeldBuffer& operator=(const HeldBuffer&) = delete;

  bool writable() const { return writable_; }
  uint64_t size() const { return size_; }  // bytes of the elements
  std::string describe() const;            // "array of float32[1000]", "buffer of 64 bytes"
  // The elements in C order.
  std::vector<uint8_t> gather() const;
  // Writes `data` (size() bytes, C order) back to where the elements are; raises BufferError (and writes
  // nothing) when the exporter's memory or layout is no longer the one exported.
  void scatter(std::span<const uint8_t> data);

 private:
  template <class Fn>
  void forEachItem(Fn&& fn) const;  // fn(host pointer of the item, its offset in C order)
  bool overlapping() const;
  void check();  // raises for what cannot be honoured (the constructor releases the export)

  Py_buffer view_{};
  bool held_ = false, writable_ = false, contiguous_ = false;
  uint64_t size_ = 0;
  std::string where_, dtype_;
  PyObject* guard_ = nullptr;  // a weak reference to the exporter while held (NumPy then refuses resizes)
};

}  // namespace gcnkit::python
