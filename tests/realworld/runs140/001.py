"""Tabular classifier ported from a PyTorch script: focal-style loss written as a custom LossBase,
trained with Model.train in GRAPH_MODE."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_seed(7)
np.random.seed(7)
ms.set_context(mode=ms.GRAPH_MODE)

N_FEAT, N_CLS = 20, 4

def make_data(n):
    centers = np.random.RandomState(0).randn(N_CLS, N_FEAT).astype(np.float32) * 2.0
    y = np.random.randint(0, N_CLS, size=n).astype(np.int32)
    x = centers[y] + np.random.randn(n, N_FEAT).astype(np.float32)
    return x, y

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(N_FEAT, 64)
        self.act = nn.ReLU()
        self.drop = nn.Dropout(p=0.1)
        self.fc2 = nn.Dense(64, N_CLS)

    def construct(self, x):
        return self.fc2(self.drop(self.act(self.fc1(x))))

class FocalLoss(nn.LossBase):
    def __init__(self, gamma=2.0):
        super().__init__(reduction="mean")
        self.gamma = gamma
        self.log_softmax = nn.LogSoftmax(axis=-1)
        self.onehot = ops.OneHot()
        self.on = ms.Tensor(1.0, ms.float32)
        self.off = ms.Tensor(0.0, ms.float32)

    def construct(self, logits, labels):
        logp = self.log_softmax(logits)
        t = self.onehot(labels, N_CLS, self.on, self.off)
        logp_t = (logp * t).sum(axis=-1)
        p_t = ops.exp(logp_t)
        loss = -((1.0 - p_t) ** self.gamma) * logp_t
        return self.get_loss(loss)

xtr, ytr = make_data(2048)
xva, yva = make_data(512)
train_ds = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(64, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": xva, "y": yva}, shuffle=False).batch(128)

net = MLP()
loss_fn = FocalLoss(gamma=2.0)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"acc": Accuracy()})

steps = train_ds.get_dataset_size()
for epoch in range(3):
    model.train(1, train_ds, callbacks=[LossMonitor(per_print_times=8), TimeMonitor()], dataset_sink_mode=False)
    res = model.eval(val_ds, dataset_sink_mode=False)
    print(f"epoch {epoch + 1}: val {res}")
print("training finished")
