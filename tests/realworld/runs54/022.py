# Port of a torch training script with a small config object. The config is a @jit_class so construct can
# read it; a per-step scalar (label smoothing, annealed) is passed as ms.mutable to avoid recompiles.
# jit_level O1 set through JitConfig (MindSpore's analogue of a torch.compile mode).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, jit_class, JitConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


@jit_class
class TrainConfig:
    def __init__(self):
        self.num_classes = 4
        self.logit_scale = 1.0


class Model(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.cfg = cfg
        self.mlp = nn.SequentialCell([nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 4)])

    def construct(self, x):
        return self.mlp(x) * self.cfg.logit_scale


class SmoothedLoss(nn.Cell):
    def __init__(self, model, cfg):
        super().__init__()
        self.model = model
        self.cfg = cfg

    def construct(self, x, y, smoothing):
        logp = ops.log_softmax(self.model(x), -1)
        onehot = ops.one_hot(y, self.cfg.num_classes, ms.Tensor(1.0, ms.float32), ms.Tensor(0.0, ms.float32))
        target = onehot * (1 - smoothing) + smoothing / self.cfg.num_classes
        return -(target * logp).sum(-1).mean()


cfg = TrainConfig()
model = Model(cfg)
net = nn.TrainOneStepCell(SmoothedLoss(model, cfg), nn.Adam(model.trainable_params(), 5e-3))
net.set_jit_config(JitConfig(jit_level="O1"))
rng = np.random.default_rng(0)
centers = rng.standard_normal((4, 16)).astype(np.float32)
for step in range(30):
    y = rng.integers(0, 4, 32).astype(np.int32)
    x = (centers[y] + 0.5 * rng.standard_normal((32, 16))).astype(np.float32)
    smoothing = 0.1 * (1 - step / 30)
    loss = net(ms.Tensor(x), ms.Tensor(y), ms.mutable(smoothing))
    if step % 5 == 0:
        print(f"step {step:02d} smoothing {smoothing:.3f} loss {loss.asnumpy():.4f}")
print("done")
