# Building a large embedding table in MindSpore on the host (run under a memory cap)
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
vocab, hidden = 152064, 8192
print(f"creating embedding table {vocab} x {hidden} float32")
table = ops.randn((vocab, hidden), dtype=ms.float32)
print("table sum:", table.sum())
