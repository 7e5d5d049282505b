# Port of a PyTorch MLP-Mixer style block that tries a fused kernel and falls back to the eager formula.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


class MixerBlock(nn.Cell):
    def __init__(self, tokens, dim):
        super().__init__()
        self.norm1 = nn.LayerNorm((dim,))
        self.token_mlp = nn.SequentialCell(nn.Dense(tokens, 64), nn.GELU(), nn.Dense(64, tokens))
        self.norm2 = nn.LayerNorm((dim,))
        self.channel_mlp = nn.SequentialCell(nn.Dense(dim, 128), nn.GELU(), nn.Dense(128, dim))

    def construct(self, x):
        y = self.norm1(x).swapaxes(1, 2)
        try:
            y = ops.fused_token_mix(self.token_mlp, y)
        except AttributeError:
            y = self.token_mlp(y)
        x = x + y.swapaxes(1, 2)
        return x + self.channel_mlp(self.norm2(x))


class Mixer(nn.Cell):
    def __init__(self, tokens=16, dim=32, n_cls=10):
        super().__init__()
        self.stem = nn.Dense(12, dim)
        self.blocks = nn.SequentialCell([MixerBlock(tokens, dim) for _ in range(2)])
        self.head = nn.Dense(dim, n_cls)

    def construct(self, x):
        return self.head(self.blocks(self.stem(x)).mean(1))


rng = np.random.default_rng(0)
x = rng.standard_normal((512, 16, 12)).astype(np.float32)
y = rng.integers(0, 10, 512).astype(np.int32)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(64)
net = Mixer()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, nn.CrossEntropyLoss(), opt)
print(f"params: {sum(p.size for p in net.trainable_params())}")
model.train(3, train, callbacks=[ms.LossMonitor(4)])
