# Port of a PyTorch LeNet-style training script to mindspore.Model (GRAPH_MODE), synthetic 1x16x16 images.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(11)
rng = np.random.default_rng(11)

def make(n):
    y = rng.integers(0, 4, size=n).astype(np.int32)
    x = rng.normal(0, 1, size=(n, 1, 16, 16)).astype(np.float32)
    for c in range(4):
        r, q = divmod(c, 2)
        x[y == c, :, r * 8:(r + 1) * 8, q * 8:(q + 1) * 8] += 1.0
    return x, y
Xtr, Ytr = make(1536); Xva, Yva = make(384)

class LeNet(nn.Cell):
    def __init__(self, num_classes=4):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3, pad_mode="same"); self.conv2 = nn.Conv2d(8, 16, 3, pad_mode="same")
        self.bn1 = nn.BatchNorm2d(8); self.bn2 = nn.BatchNorm2d(16)
        self.relu = nn.ReLU(); self.pool = nn.MaxPool2d(2, 2); self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 4 * 4, num_classes)
    def construct(self, x):
        x = self.pool(self.relu(self.bn1(self.conv1(x))))
        x = self.pool(self.relu(self.bn2(self.conv2(x))))
        return self.fc(self.flatten(x))

train = ds.NumpySlicesDataset({"image": Xtr, "label": Ytr}, shuffle=True).batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset({"image": Xva, "label": Yva}, shuffle=False).batch(128)
net = LeNet()
steps = train.get_dataset_size() * 4
lr = nn.cosine_decay_lr(1e-4, 3e-3, steps, train.get_dataset_size(), 4)
opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=1e-4)
model = ms.Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc": nn.Accuracy(), "loss": nn.Loss()})
print("steps per epoch:", train.get_dataset_size())
for epoch in range(4):
    model.train(1, train, callbacks=[ms.LossMonitor(8)], dataset_sink_mode=False)
    print(f"epoch {epoch} eval:", model.eval(val, dataset_sink_mode=False))
