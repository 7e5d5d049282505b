# HF Mamba-style short causal convolution ported to MindSpore. In the torch forward the hidden
# states (batch, seq, hidden) were transposed before the depthwise conv:
#     x = self.conv1d(hidden_states.transpose(1, 2))[..., :seq_len]
# The port dropped the transpose (MindSpore Conv1d also expects (N, C_in, L)).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)

class ShortConvMixer(nn.Cell):
    def __init__(self, hidden=64, kernel=4):
        super().__init__()
        self.in_proj = nn.Dense(hidden, hidden)
        self.conv1d = nn.Conv1d(hidden, hidden, kernel, pad_mode="pad", padding=kernel - 1,
                                group=hidden, has_bias=True)
        self.out_proj = nn.Dense(hidden, hidden)
    def construct(self, hidden_states):
        seq_len = hidden_states.shape[1]
        x = self.in_proj(hidden_states)
        x = self.conv1d(x)[..., :seq_len]          # torch: self.conv1d(x.transpose(1, 2))
        return self.out_proj(x.swapaxes(1, 2))

net = ShortConvMixer()
x = Tensor(np.random.randn(2, 128, 64).astype(np.float32))
print("input", x.shape)
y = net(x)
print("output", y.shape)
