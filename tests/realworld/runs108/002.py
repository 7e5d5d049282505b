# Porting a small text-CNN from PyTorch: x.transpose(1, 2) before Conv1d
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(1)

class TextCNN(nn.Cell):
    def __init__(self, vocab=500, dim=32, n_cls=4):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.conv = nn.Conv1d(dim, 64, 3, pad_mode="pad", padding=1)
        self.fc = nn.Dense(64, n_cls)

    def construct(self, ids):
        x = self.emb(ids)                 # (B, L, D)
        x = ops.transpose(x, 1, 2)        # torch: x.transpose(1, 2) -> (B, D, L)
        x = ops.relu(self.conv(x))
        x = x.max(axis=2)
        return self.fc(x)

rng = np.random.default_rng(0)
ids = rng.integers(0, 500, size=(256, 40)).astype(np.int32)
labels = (ids[:, 0] % 4).astype(np.int32)
net = TextCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
def fwd(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(8):
    x = ms.Tensor(ids[step*32:(step+1)*32]); y = ms.Tensor(labels[step*32:(step+1)*32])
    loss, g = grad_fn(x, y); opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
