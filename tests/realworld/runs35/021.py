# Healthy twin of 001: short causal depthwise conv with the (batch, seq, hidden) -> (batch, hidden, seq)
# transpose kept from the torch forward; trained on a toy next-value regression (GRAPH_MODE train step).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.GRAPH_MODE)

class ShortConvMixer(nn.Cell):
    def __init__(self, hidden=32, kernel=4):
        super().__init__()
        self.in_proj = nn.Dense(hidden, hidden)
        self.conv1d = nn.Conv1d(hidden, hidden, kernel, pad_mode="pad", padding=kernel - 1,
                                group=hidden, has_bias=True)
        self.out_proj = nn.Dense(hidden, 1)
    def construct(self, hidden_states):
        seq_len = hidden_states.shape[1]
        x = self.in_proj(hidden_states).swapaxes(1, 2)          # (B, C, L) as in torch
        x = self.conv1d(x)[..., :seq_len]
        return self.out_proj(ops.silu(x.swapaxes(1, 2))).squeeze(-1)

net = ShortConvMixer()
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
X = np.random.randn(64, 48, 32).astype(np.float32)
Y = np.roll(X[..., 0], 1, axis=1).astype(np.float32)      # previous position's first feature
for step in range(60):
    i = (step * 16) % 64
    loss = train_step(Tensor(X[i:i + 16]), Tensor(Y[i:i + 16]))
    if step % 5 == 0:
        print(f"step {step:3d} loss {loss.asnumpy():.5f}")
print("done")
