# BERT self-attention ported from HF. torch did
#     x = x.view(B, S, num_heads, head_dim).permute(0, 2, 1, 3)
# The port kept the permute (as ops.transpose) but lost the view into heads, so a rank-3 tensor
# gets a rank-4 permutation; compiled in GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class BertSelfAttention(nn.Cell):
    def __init__(self, hidden=64, heads=4):
        super().__init__()
        self.heads, self.head_dim = heads, hidden // heads
        self.query = nn.Dense(hidden, hidden)
        self.key = nn.Dense(hidden, hidden)
        self.value = nn.Dense(hidden, hidden)
        self.softmax = nn.Softmax(axis=-1)

    def transpose_for_scores(self, x):
        # torch: x.view(x.size()[:-1] + (self.num_attention_heads, self.attention_head_size)).permute(0, 2, 1, 3)
        return ops.transpose(x, (0, 2, 1, 3))

    def construct(self, hidden_states, attention_mask):
        q = self.transpose_for_scores(self.query(hidden_states))
        k = self.transpose_for_scores(self.key(hidden_states))
        v = self.transpose_for_scores(self.value(hidden_states))
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / (self.head_dim ** 0.5) + attention_mask
        probs = self.softmax(scores)
        ctx = ops.matmul(probs, v)
        return ctx

attn = BertSelfAttention()
h = Tensor(np.random.randn(2, 16, 64).astype(np.float32))
mask = Tensor(np.zeros((2, 1, 1, 16), np.float32))
print("hidden_states", h.shape)
out = attn(h, mask)
print("context", out.shape)
