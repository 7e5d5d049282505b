"""Fine-tune a classifier from a pretrained checkpoint (load_checkpoint / load_param_into_net)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(1)


class MLP(nn.Cell):
    def __init__(self, in_dim=20, hidden=64, n_cls=4):
        super().__init__()
        self.fc1 = nn.Dense(in_dim, hidden)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(hidden, hidden)
        self.head = nn.Dense(hidden, n_cls)

    def construct(self, x):
        return self.head(self.act(self.fc2(self.act(self.fc1(x)))))


def make_data(n=512, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 20)).astype(np.float32)
    w = rng.normal(size=(20, 4)).astype(np.float32)
    y = (x @ w).argmax(1).astype(np.int32)
    return x, y


# ---- stage 1: "pretraining" run, saved to disk
x, y = make_data()
pre = MLP(hidden=64)
model = ms.Model(pre, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                 nn.Adam(pre.trainable_params(), 1e-3), metrics={"acc"})
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(32)
model.train(2, train, callbacks=[ms.LossMonitor(8)])
ms.save_checkpoint(pre, "pretrain_mlp.ckpt")
print("saved pretrain_mlp.ckpt")

# ---- stage 2: fine-tune with the wider head config from finetune.yaml
finetune_cfg = {"hidden": 128, "lr": 5e-4, "epochs": 2}
net = MLP(hidden=finetune_cfg["hidden"])
param_dict = ms.load_checkpoint("pretrain_mlp.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("params not loaded:", not_loaded)
model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                 nn.Adam(net.trainable_params(), finetune_cfg["lr"]), metrics={"acc"})
model.train(finetune_cfg["epochs"], train, callbacks=[ms.LossMonitor(8)])
print(model.eval(ds.NumpySlicesDataset({"x": x, "y": y}).batch(64)))
