"""Pretrain a small MLP classifier, save a checkpoint, then fine-tune a second run from it."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)


class MLP(nn.Cell):
    def __init__(self, in_dim=32, hidden=128, n_cls=10):
        super().__init__()
        self.fc1 = nn.Dense(in_dim, hidden)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(hidden, n_cls)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


def make_ds(n=512, bs=32):
    x = np.random.randn(n, 32).astype(np.float32)
    w = np.random.randn(32, 10).astype(np.float32)
    y = (x @ w).argmax(1).astype(np.int32)
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(bs)


def train(net, dataset, epochs):
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    fwd = lambda x, y: loss_fn(net(x), y)
    grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
    for ep in range(epochs):
        tot = 0.0
        for i, (x, y) in enumerate(dataset.create_tuple_iterator()):
            loss, g = grad_fn(x, y)
            opt(g)
            tot += loss.asnumpy()
        print(f"epoch {ep} loss {tot / (i + 1):.4f}")


# stage 1: pretrain
net = MLP(hidden=128)
train(net, make_ds(), 2)
ms.save_checkpoint(net, "mlp_pretrain.ckpt")
print("saved mlp_pretrain.ckpt")

# stage 2: fine-tune (config from finetune yaml)
ft_cfg = {"in_dim": 32, "hidden": 64, "n_cls": 10}
net2 = MLP(**ft_cfg)
params = ms.load_checkpoint("mlp_pretrain.ckpt")
not_loaded, _ = ms.load_param_into_net(net2, params)
print("not loaded:", not_loaded)
train(net2, make_ds(), 2)
