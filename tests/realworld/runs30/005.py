# Causal mask built the torch way: mask = torch.triu(ones, 1) (int), scores.masked_fill(mask, -inf)
import numpy as np
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

seq = 8
scores = ms.Tensor(np.random.randn(2, 4, seq, seq).astype(np.float32))
mask = ms.Tensor(np.triu(np.ones((seq, seq), dtype=np.int32), k=1))
scores = ops.masked_fill(scores, mask, float("-inf"))
probs = ops.softmax(scores, axis=-1)
print(probs[0, 0])
