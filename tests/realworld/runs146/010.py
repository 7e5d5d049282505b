# Masked-mean pooling text encoder ported from torch: the torch code did
#   lengths = mask.sum(1).cpu().numpy(); ... np.maximum(lengths, 1)
# Compiled with GRAPH_MODE for speed.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
rng = np.random.default_rng(10)

class MeanPoolEncoder(nn.Cell):
    def __init__(self, vocab=300, dim=32, ncls=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.proj = nn.Dense(dim, ncls)
    def construct(self, ids, mask):
        h = self.emb(ids) * mask.expand_dims(-1)
        lengths = mask.sum(1).asnumpy()
        lengths = ms.Tensor(np.maximum(lengths, 1.0)).reshape(-1, 1)
        return self.proj(h.sum(1) / lengths)

net = MeanPoolEncoder()
loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
class WithMask(nn.Cell):
    def __init__(self, net, loss):
        super().__init__(); self.net = net; self.loss = loss
    def construct(self, ids, mask, label):
        return self.loss(self.net(ids, mask), label)
train = nn.TrainOneStepCell(WithMask(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-3))
train.set_train()
for step in range(20):
    ids = rng.integers(1, 300, size=(16, 24)).astype(np.int32)
    lens = rng.integers(5, 25, size=16)
    mask = (np.arange(24)[None, :] < lens[:, None]).astype(np.float32)
    label = (ids[:, 0] % 3).astype(np.int32)
    loss = train(ms.Tensor(ids), ms.Tensor(mask), ms.Tensor(label))
    if step % 5 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
