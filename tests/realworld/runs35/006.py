# torch: right-pad a batch of token ids with F.pad(ids, (0, max_len - ids.shape[-1]), value=pad_id)
# Port using the torch-like mint API: mindspore.mint.nn.functional.pad, run on the CPU backend (PyNative).
import numpy as np
import mindspore as ms
from mindspore import mint, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
pad_id, max_len = 0, 16
batch = Tensor(np.random.randint(1, 100, (4, 11)).astype(np.int32))
print("batch", batch.shape)
padded = mint.nn.functional.pad(batch, (0, max_len - batch.shape[-1]), value=pad_id)
print("padded", padded.shape)
