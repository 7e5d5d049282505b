# Port of a PyTorch fine-tuning script: pretrain a small classifier, save, then fine-tune a "v2" head.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class MLPClassifier(nn.Cell):
    def __init__(self, in_dim=64, hidden=256, num_classes=10):
        super().__init__()
        self.fc1 = nn.Dense(in_dim, hidden)
        self.act = nn.GELU()
        self.fc2 = nn.Dense(hidden, hidden)
        self.head = nn.Dense(hidden, num_classes)
    def construct(self, x):
        return self.head(self.act(self.fc2(self.act(self.fc1(x)))))

def make_ds(n=512, bs=32):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(n, 64)).astype(np.float32)
    w = rng.normal(size=(64, 10)).astype(np.float32)
    y = (x @ w).argmax(1).astype(np.int32)
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(bs)

def train(net, epochs):
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
    def fwd(x, y):
        return loss_fn(net(x), y)
    gfn = ms.value_and_grad(fwd, None, opt.parameters)
    for ep in range(epochs):
        tot, n = 0.0, 0
        for x, y in make_ds().create_tuple_iterator():
            loss, g = gfn(x, y)
            opt(g)
            tot += loss.asnumpy(); n += 1
        print(f"epoch {ep} loss {tot/n:.4f}", flush=True)

pre = MLPClassifier(hidden=256)
train(pre, 2)
ms.save_checkpoint(pre, "mlp_pretrained.ckpt")
print("saved mlp_pretrained.ckpt")

# fine-tune config
cfg = {"in_dim": 64, "hidden": 128, "num_classes": 10}
ft = MLPClassifier(**cfg)
params = ms.load_checkpoint("mlp_pretrained.ckpt")
not_loaded, _ = ms.load_param_into_net(ft, params)
print("not loaded:", not_loaded)
train(ft, 2)
