# robust per-feature normalisation of cached fp16 embeddings (torch: x.median(dim=0).values)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
feats = np.load("data/feats_006.npy") if False else (np.random.randn(256, 48) * 3 + 1).astype(np.float16)  # cached in fp16 by the torch extractor
labels = (feats[:, :4].astype(np.float32).sum(1) > 4).astype(np.int32)

class RobustNorm(nn.Cell):
    def construct(self, x):
        med, _ = ops.median(x, axis=0)
        mad, _ = ops.median(ops.abs(x - med), axis=0)
        return (x - med) / (mad * 1.4826 + 1e-3)

class Probe(nn.Cell):
    def __init__(self):
        super().__init__()
        self.norm = RobustNorm()
        self.fc = nn.Dense(48, 2)
    def construct(self, x):
        return self.fc(self.norm(x).astype(ms.float32))

net = Probe()
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-2))
x, y = Tensor(feats), Tensor(labels)
for epoch in range(10):
    print("epoch", epoch, "loss", train(x, y))
