# Text CNN ported from torch: nn.AdaptiveAvgPool1d(4) over the token axis, dynamic padding to the longest
# sentence of each batch (DataCollatorWithPadding style), so the sequence length changes from batch to batch.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
rng = np.random.default_rng(319)
VOCAB = 500
class TextCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32, padding_idx=0)
        self.conv = nn.Conv1d(32, 64, 3, pad_mode="pad", padding=1)
        self.relu = nn.ReLU()
        self.fc = nn.Dense(64 * 4, 2)
    def construct(self, ids):
        h = self.emb(ids).transpose(0, 2, 1)          # (B, C, L)
        h = self.relu(self.conv(h))
        h = ops.adaptive_avg_pool1d(h, 4)             # torch: self.pool = nn.AdaptiveAvgPool1d(4)
        return self.fc(h.reshape(h.shape[0], -1))

net = TextCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
gfn = ms.value_and_grad(lambda i, y: loss_fn(net(i), y), None, opt.parameters)
for step in range(10):
    lens = rng.integers(6, 40, 8)
    L = int(lens.max())
    ids = np.zeros((8, L), np.int32)
    for r, n in enumerate(lens):
        ids[r, :n] = rng.integers(1, VOCAB, n)
    y = rng.integers(0, 2, 8).astype(np.int32)
    loss, g = gfn(Tensor(ids), Tensor(y))
    opt(g)
    print(f"step {step} padded_len {L} loss {loss.asnumpy():.4f}")
