# Causal LM batch preparation ported from PyTorch: causal = torch.tril(ones).bool(); the tokenizer's attention
# mask arrives as float32 from the numpy pipeline and the two are combined with & as in the torch code.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
B, S = 2, 8
attention_mask = Tensor(np.array([[1] * 8, [1] * 5 + [0] * 3], dtype=np.float32))
causal = ops.tril(ops.ones((S, S), ms.int32)).astype(ms.bool_)
full_mask = causal[None, :, :] & attention_mask[:, None, :]
scores = Tensor(np.random.randn(B, S, S).astype(np.float32))
scores = ops.masked_fill(scores, ~full_mask, float("-inf"))
print(ops.softmax(scores, axis=-1)[1, -1])
