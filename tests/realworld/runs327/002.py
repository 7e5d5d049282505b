"""Evaluate + fine-tune an MLP classifier migrated from a PyTorch DDP checkpoint."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_device("CPU")
ms.set_seed(42)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(784, 256)
        self.bn1 = nn.BatchNorm1d(256)
        self.fc2 = nn.Dense(256, 64)
        self.bn2 = nn.BatchNorm1d(64)
        self.head = nn.Dense(64, 10)
        self.act = nn.ReLU()

    def construct(self, x):
        x = self.act(self.bn1(self.fc1(x)))
        x = self.act(self.bn2(self.fc2(x)))
        return self.head(x)


def torch_npz_to_param_dict(npz_path):
    sd = np.load(npz_path)
    out = {}
    for k in sd.files:
        name = k.replace("module.", "", 1)  # strip DistributedDataParallel prefix
        out[name] = ms.Parameter(ms.Tensor(sd[k]), name=name)
    return out


class SynthDigits:
    def __init__(self, n, seed):
        protos = np.load("protos.npy")
        r = np.random.default_rng(seed)
        self.y = r.integers(0, 10, n).astype(np.int32)
        self.x = (128 + 40 * (protos[self.y] + r.normal(0, 1.0, (n, 784)))).astype(np.float32)

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.y)


def evaluate(net, dataset):
    net.set_train(False)
    correct = total = 0
    for x, y in dataset.create_tuple_iterator():
        pred = net(x).asnumpy().argmax(1)
        correct += int((pred == y.asnumpy()).sum())
        total += len(pred)
    return correct / total


net = MLP()
ms.load_param_into_net(net, torch_npz_to_param_dict("mlp_pt_state_dict.npz"), strict_load=False)

val = ds.GeneratorDataset(SynthDigits(1000, 2), ["image", "label"], shuffle=False).batch(100)
print(f"pretrained val acc: {evaluate(net, val):.4f}")

train = ds.GeneratorDataset(SynthDigits(512, 11), ["image", "label"], shuffle=True).batch(64)
opt = nn.Momentum(net.trainable_params(), learning_rate=1e-4, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(2):
    net.set_train()
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
    print(f"epoch {epoch} val acc: {evaluate(net, val):.4f}")
ms.save_checkpoint(net, "mlp_finetuned_002.ckpt")
