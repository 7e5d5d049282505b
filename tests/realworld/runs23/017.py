# Attention ported from torch: padding mask (batch, seq) added to scores without mask[:, None, None, :]
import numpy as np
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

b, h, s, d = 2, 4, 10, 16
q = ms.Tensor(np.random.randn(b, h, s, d).astype(np.float32))
k = ms.Tensor(np.random.randn(b, h, s, d).astype(np.float32))
attention_mask = np.ones((b, s), np.float32); attention_mask[1, 7:] = 0
scores = ops.matmul(q, k.swapaxes(-1, -2)) / d ** 0.5          # (b, h, s, s)
mask = (1.0 - ms.Tensor(attention_mask)) * -1e9                  # (b, s)
probs = ops.softmax(scores + mask, axis=-1)
print(probs.shape)
