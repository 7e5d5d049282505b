"""Convert an exported PyTorch state_dict (conv + BatchNorm + Linear) to a MindSpore checkpoint,
verify the converted network against a NumPy re-implementation of the torch forward, then fine-tune."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.PYNATIVE_MODE)
np.random.seed(9)
ms.set_seed(9)

# stand-in for np.savez of torch model.state_dict() (Conv1d(4,8,3,pad=1) -> BatchNorm1d(8) -> Linear(8*16, 3))
sd = {
    "conv.weight": np.random.randn(8, 4, 3).astype(np.float32) * 0.3,
    "conv.bias": np.random.randn(8).astype(np.float32) * 0.1,
    "bn.weight": np.random.rand(8).astype(np.float32) + 0.5,
    "bn.bias": np.random.randn(8).astype(np.float32) * 0.1,
    "bn.running_mean": np.random.randn(8).astype(np.float32) * 0.2,
    "bn.running_var": np.random.rand(8).astype(np.float32) + 0.5,
    "bn.num_batches_tracked": np.array(1200, np.int64),
    "fc.weight": np.random.randn(3, 128).astype(np.float32) * 0.05,
    "fc.bias": np.zeros(3, np.float32),
}

NAME_MAP = {"bn.weight": "bn.gamma", "bn.bias": "bn.beta",
            "bn.running_mean": "bn.moving_mean", "bn.running_var": "bn.moving_variance"}


class SignalNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(4, 8, 3, pad_mode="pad", padding=1, has_bias=True)
        self.bn = nn.BatchNorm1d(8, momentum=0.9)
        self.relu = nn.ReLU()
        self.flat = nn.Flatten()
        self.fc = nn.Dense(128, 3)

    def construct(self, x):
        return self.fc(self.flat(self.relu(self.bn(self.conv(x)))))


params = []
for k, v in sd.items():
    if k.endswith("num_batches_tracked"):
        continue
    if k == "conv.weight":
        v = v[:, :, None, :]   # MindSpore Conv1d keeps a 2-D kernel: [out, in, 1, k]
    params.append({"name": NAME_MAP.get(k, k), "data": Tensor(v)})
ms.save_checkpoint(params, "signalnet_from_torch_010.ckpt")

net = SignalNet()
not_loaded, unused = ms.load_param_into_net(net, ms.load_checkpoint("signalnet_from_torch_010.ckpt"), strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)


def torch_forward_np(x):
    xp = np.pad(x, ((0, 0), (0, 0), (1, 1)))
    out = np.zeros((x.shape[0], 8, 16), np.float32)
    for t in range(16):
        out[:, :, t] = np.einsum("bck,ock->bo", xp[:, :, t:t + 3], sd["conv.weight"]) + sd["conv.bias"]
    out = (out - sd["bn.running_mean"][None, :, None]) / np.sqrt(sd["bn.running_var"][None, :, None] + 1e-5)
    out = out * sd["bn.weight"][None, :, None] + sd["bn.bias"][None, :, None]
    out = np.maximum(out, 0).reshape(x.shape[0], -1)
    return out @ sd["fc.weight"].T + sd["fc.bias"]


xs = np.random.randn(5, 4, 16).astype(np.float32)
net.set_train(False)
diff = np.abs(net(Tensor(xs)).asnumpy() - torch_forward_np(xs)).max()
print(f"max |mindspore - torch reference| = {diff:.2e}")

# short fine-tune on the new sensor data
y = np.random.randint(0, 3, 600).astype(np.int32)
x = np.random.randn(600, 4, 16).astype(np.float32) + y[:, None, None] * 0.5
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(30)
model = Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(2, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
