"""Tabular residual MLP ported from a PyTorch script; train, save checkpoint, reload for evaluation."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(11)
rng = np.random.default_rng(11)

N_FEAT, N_CLS = 16, 5

def make_split(n):
    x = rng.normal(size=(n, N_FEAT)).astype(np.float32)
    w = rng.normal(size=(N_FEAT, N_CLS)).astype(np.float32) if not hasattr(make_split, "w") else make_split.w
    make_split.w = w
    y = np.argmax(np.tanh(x) @ w + 0.1 * rng.normal(size=(n, N_CLS)), axis=1).astype(np.int32)
    return x, y

class MLPBlock(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.fc1 = nn.Dense(dim, dim)
        self.fc2 = nn.Dense(dim, dim)
        self.act = nn.ReLU()
    def construct(self, x):
        return self.act(self.fc2(self.act(self.fc1(x))))

class TabularNet(nn.Cell):
    def __init__(self, in_dim=N_FEAT, dim=128, n_blocks=3, n_cls=N_CLS):
        super().__init__()
        self.stem = nn.Dense(in_dim, dim)
        self.blocks = [MLPBlock(dim) for _ in range(n_blocks)]
        self.head = nn.Dense(dim, n_cls)
    def construct(self, x):
        h = self.stem(x)
        for blk in self.blocks:
            h = blk(h)
        return self.head(h)

def accuracy(net, loader):
    net.set_train(False)
    correct = total = 0
    for x, y in loader.create_tuple_iterator():
        correct += int((net(x).argmax(1) == y).sum().asnumpy())
        total += y.shape[0]
    return correct / total

x_tr, y_tr = make_split(6000)
x_te, y_te = make_split(1500)
train = ds.NumpySlicesDataset({"x": x_tr, "y": y_tr}, shuffle=True).batch(128)
test = ds.NumpySlicesDataset({"x": x_te, "y": y_te}, shuffle=False).batch(256)

net = TabularNet()
print(f"model parameters: {sum(p.size for p in net.trainable_params())}")
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=1e-4)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

for epoch in range(5):
    net.set_train(True)
    tot = 0.0
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        tot += float(loss.asnumpy())
    print(f"epoch {epoch} train_loss {tot / (step + 1):.4f} test_acc {accuracy(net, test):.4f}")

ms.save_checkpoint(net, "tabular_net.ckpt")
print("saved checkpoint tabular_net.ckpt")

# ---- evaluation script part: fresh process-style reload ----
ms.set_seed(123)
eval_net = TabularNet()
param_dict = ms.load_checkpoint("tabular_net.ckpt")
not_loaded, ckpt_not_loaded = ms.load_param_into_net(eval_net, param_dict)
print(f"loaded {len(param_dict)} tensors, net params not loaded: {not_loaded}, unused ckpt keys: {ckpt_not_loaded}")
print(f"reloaded model test_acc {accuracy(eval_net, test):.4f}")
