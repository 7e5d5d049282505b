# Mistake: HF ACT2FN["gelu"] (torch nn.GELU) translated to the torch-like mindspore.mint.nn.GELU in a
# ported BERT feed-forward block, and the port is smoke-tested on a CPU dev box; mint.nn.GELU
# dispatches to the GeluExt kernel, which has no CPU implementation.
import numpy as np
import mindspore as ms
from mindspore import nn, mint

class BertIntermediate(nn.Cell):
    def __init__(self, hidden=64, inter=256):
        super().__init__()
        self.dense = mint.nn.Linear(hidden, inter)
        self.intermediate_act_fn = mint.nn.GELU()
    def construct(self, x):
        return self.intermediate_act_fn(self.dense(x))

class BertOutput(nn.Cell):
    def __init__(self, hidden=64, inter=256):
        super().__init__()
        self.dense = mint.nn.Linear(inter, hidden)
        self.LayerNorm = nn.LayerNorm((hidden,), epsilon=1e-12)
    def construct(self, h, x):
        return self.LayerNorm(self.dense(h) + x)

inter, out = BertIntermediate(), BertOutput()
x = ms.Tensor(np.random.randn(2, 16, 64).astype(np.float32))
y = out(inter(x), x)
print("ffn output", y.shape, float(y.abs().mean()))
