# Attention mask kept as float32 0/1 (from a HF-style tokenizer output) passed as the condition of ops.where.
import numpy as np, mindspore as ms
from mindspore import ops, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
@ms.jit
def masked_scores(scores, mask):
    return ops.where(mask, scores, ops.full_like(scores, -1e9))
scores = Tensor(np.random.randn(2, 8, 8).astype(np.float32))
mask = Tensor(np.tril(np.ones((8, 8), np.float32))[None].repeat(2, 0))
print(masked_scores(scores, mask).shape)
