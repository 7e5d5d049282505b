"""Port of a PyTorch MLP (torch.nn.Dropout(0.1) after each hidden layer) to MindSpore, trained with mindspore.train.Model."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(21)
rng = np.random.default_rng(21)

IN_DIM, N_CLS = 20, 10
centers = rng.standard_normal((N_CLS, IN_DIM)).astype(np.float32) * 0.7


def make_split(n):
    y = rng.integers(0, N_CLS, size=n).astype(np.int32)
    x = centers[y] + rng.standard_normal((n, IN_DIM)).astype(np.float32)
    return x, y


class MLP(nn.Cell):
    def __init__(self, hidden=64, dropout=0.1):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(IN_DIM, hidden), nn.ReLU(), nn.Dropout(dropout),
            nn.Dense(hidden, hidden), nn.ReLU(), nn.Dropout(dropout),
            nn.Dense(hidden, N_CLS))

    def construct(self, x):
        return self.net(x)


x_tr, y_tr = make_split(6000)
x_va, y_va = make_split(1000)
train_ds = ds.NumpySlicesDataset({"x": x_tr, "y": y_tr}, shuffle=True).batch(64, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": x_va, "y": y_va}, shuffle=False).batch(200)

net = MLP()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc": Accuracy()})

steps = train_ds.get_dataset_size()
for epoch in range(5):
    model.train(1, train_ds, callbacks=[LossMonitor(steps // 3)], dataset_sink_mode=False)
    metrics = model.eval(val_ds, dataset_sink_mode=False)
    print(f"epoch {epoch + 1}: val acc {metrics['acc']:.4f}")
