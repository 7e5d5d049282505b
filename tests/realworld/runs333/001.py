"""MLP classifier ported from a PyTorch tutorial; trained with Model.train and callbacks."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy, CheckpointConfig, ModelCheckpoint

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)

class Blobs:
    def __init__(self, n, seed):
        r = np.random.default_rng(seed)
        self.y = r.integers(0, 4, n).astype(np.int32)
        centers = np.random.default_rng(1).normal(0, 3, (4, 16)).astype(np.float32)
        self.x = (centers[self.y] + r.normal(0, 1, (n, 16))).astype(np.float32)
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.y)

train = ds.GeneratorDataset(Blobs(2048, 2), ["data", "label"], shuffle=True).batch(64, drop_remainder=True)
val = ds.GeneratorDataset(Blobs(512, 3), ["data", "label"], shuffle=False).batch(64)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 4))
    def construct(self, x):
        return self.body(x)

net = MLP()
loss = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc": Accuracy()})
ckpt = ModelCheckpoint(prefix="mlp", directory="./ckpt_001", config=CheckpointConfig(save_checkpoint_steps=32, keep_checkpoint_max=2))
for epoch in range(3):
    model.train(1, train, callbacks=[LossMonitor(8), TimeMonitor(), ckpt], dataset_sink_mode=False)
    print(f"epoch {epoch + 1} eval: {model.eval(val, dataset_sink_mode=False)}")
