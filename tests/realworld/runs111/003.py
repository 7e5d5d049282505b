# Fine-tune a small BN-CNN from weights exported by the PyTorch project (state_dict saved as .npz);
# the MindSpore model mirrors the torch module layout, weights loaded with Cell.load_state_dict.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class ConvBNNet(nn.Cell):
    def __init__(self, num_classes=4):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(8)
        self.conv2 = nn.Conv2d(8, 16, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn2 = nn.BatchNorm2d(16)
        self.relu = nn.ReLU()
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.flatten = nn.Flatten()
        self.dropout = nn.Dropout(p=0.2)
        self.fc = nn.Dense(16, num_classes)

    def construct(self, x):
        x = self.relu(self.bn1(self.conv1(x)))
        x = self.relu(self.bn2(self.conv2(x)))
        return self.fc(self.dropout(self.flatten(self.pool(x))))

# --- the export produced by the torch side: np.savez("convbn_torch.npz", **{k: v.numpy() for k, v in sd.items()})
rng = np.random.default_rng(0)
torch_sd = {
    "conv1.weight": rng.normal(0, 0.3, (8, 1, 3, 3)), "bn1.weight": np.ones(8), "bn1.bias": np.zeros(8),
    "bn1.running_mean": rng.normal(0, 0.1, 8), "bn1.running_var": rng.uniform(0.5, 1.5, 8), "bn1.num_batches_tracked": np.array(900),
    "conv2.weight": rng.normal(0, 0.1, (16, 8, 3, 3)), "bn2.weight": np.ones(16), "bn2.bias": np.zeros(16),
    "bn2.running_mean": rng.normal(0, 0.1, 16), "bn2.running_var": rng.uniform(0.5, 1.5, 16), "bn2.num_batches_tracked": np.array(900),
    "fc.weight": rng.normal(0, 0.2, (4, 16)), "fc.bias": np.zeros(4)}
np.savez("convbn_torch_003.npz", **torch_sd)

net = ConvBNNet()
exported = np.load("convbn_torch_003.npz")
state_dict = {k: ms.Tensor(exported[k].astype(np.float32)) for k in exported.files}
print(f"loading {len(state_dict)} tensors exported from torch", flush=True)
net.load_state_dict(state_dict)

X = rng.normal(size=(256, 1, 16, 16)).astype(np.float32)
Y = rng.integers(0, 4, 256).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"image": X, "label": Y}, shuffle=True).batch(32, drop_remainder=True)
model = Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(2, train_ds, callbacks=[LossMonitor(4), TimeMonitor()])
