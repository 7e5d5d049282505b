# Multi-scale feature fusion ported from a torch detector/encoder head: the torch forward sorted the
# feature maps by name length before fusing. Compiled in GRAPH_MODE for speed.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class FusionHead(nn.Cell):
    def __init__(self, dim=16, num_classes=4):
        super().__init__()
        self.p3 = nn.Dense(dim, dim)
        self.p4 = nn.Dense(dim, dim)
        self.p5 = nn.Dense(dim, dim)
        self.cls = nn.Dense(dim, num_classes)
    def construct(self, x):
        feats = {"p3": self.p3(x), "p4_lat": self.p4(x), "p5_top": self.p5(x)}
        order = sorted(feats.keys(), key=lambda k: len(k))
        fused = feats[order[0]]
        for k in order[1:]:
            fused = fused + feats[k]
        return self.cls(fused)

net = FusionHead()
train_step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                 nn.Adam(net.trainable_params(), learning_rate=1e-2))
rng = np.random.default_rng(0)
x = rng.normal(size=(128, 16)).astype(np.float32)
y = (x[:, 0] > 0).astype(np.int32) + 2 * (x[:, 1] > 0).astype(np.int32)
for epoch in range(5):
    for i in range(0, 128, 32):
        loss = train_step(ms.Tensor(x[i:i + 32]), ms.Tensor(y[i:i + 32]))
    print(f"epoch {epoch} loss {float(loss):.4f}")
