# HF BERT self-attention ported to MindSpore. torch computed
#     attention_scores = torch.matmul(query_layer, key_layer.transpose(-1, -2))
# The port uses ops.bmm on (batch*heads, seq, head_dim) tensors but dropped the key transpose.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

class BertSelfAttention(nn.Cell):
    def __init__(self, hidden=128, heads=4):
        super().__init__()
        self.h, self.d = heads, hidden // heads
        self.query = nn.Dense(hidden, hidden)
        self.key = nn.Dense(hidden, hidden)
        self.value = nn.Dense(hidden, hidden)
    def split(self, x):
        b, s, _ = x.shape
        return x.reshape(b, s, self.h, self.d).transpose(0, 2, 1, 3).reshape(b * self.h, s, self.d)
    def construct(self, hidden_states):
        b, s, c = hidden_states.shape
        q = self.split(self.query(hidden_states))
        k = self.split(self.key(hidden_states))
        v = self.split(self.value(hidden_states))
        scores = ops.bmm(q, k) / math.sqrt(self.d)      # torch: matmul(q, k.transpose(-1, -2))
        probs = ops.softmax(scores, axis=-1)
        ctx = ops.bmm(probs, v)
        return ctx.reshape(b, self.h, s, self.d).transpose(0, 2, 1, 3).reshape(b, s, c)

attn = BertSelfAttention()
x = Tensor(np.random.randn(2, 48, 128).astype(np.float32))
print("hidden_states", x.shape)
out = attn(x)
print("attention output", out.shape)
