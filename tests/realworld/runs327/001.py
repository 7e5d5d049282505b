"""Fine-tune an MLP classifier ported from PyTorch; weights converted from the torch state_dict export."""
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


BN_MAP = {"weight": "gamma", "bias": "beta", "running_mean": "moving_mean", "running_var": "moving_variance"}


def convert_torch_state_dict(npz_path, ckpt_path):
    sd = np.load(npz_path)
    params = []
    for k in sd.files:
        v = sd[k]
        name = k[len("module."):] if k.startswith("module.") else k
        if name.endswith("num_batches_tracked"):
            continue
        layer, field = name.rsplit(".", 1)
        if layer.startswith("bn"):
            field = BN_MAP[field]
        elif field == "weight":
            # torch.nn.Linear keeps weight as (out_features, in_features); Dense wants (in, out)
            v = v.T
        params.append({"name": f"{layer}.{field}", "data": ms.Tensor(np.ascontiguousarray(v))})
        print(f"convert {k:28s} -> {layer}.{field:16s} {tuple(v.shape)}")
    ms.save_checkpoint(params, ckpt_path)


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


convert_torch_state_dict("mlp_pt_state_dict.npz", "mlp_converted.ckpt")
net = MLP()
param_dict = ms.load_checkpoint("mlp_converted.ckpt")
ms.load_param_into_net(net, param_dict)
print("loaded pretrained weights")

train = ds.GeneratorDataset(SynthDigits(2000, 7), ["image", "label"], shuffle=True).batch(64)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-4)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
net.set_train()
for epoch in range(2):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
ms.save_checkpoint(net, "mlp_finetuned.ckpt")
