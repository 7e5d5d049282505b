# Small CNN (Conv-BN-ReLU + Dropout) on synthetic 4-class 16x16 images, trained with Model.train,
# LossMonitor / TimeMonitor / ModelCheckpoint and a cosine-decay lr schedule, then evaluated.
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, ModelCheckpoint, CheckpointConfig

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(1)

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, n).astype(np.int32)
    x = rng.normal(0, 1.0, (n, 1, 16, 16)).astype(np.float32)
    for i, c in enumerate(y):
        r, q = divmod(int(c), 2)
        x[i, 0, r * 8:(r + 1) * 8, q * 8:(q + 1) * 8] += 0.35
    return x, y

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=4):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.dropout = nn.Dropout(p=0.3)
        self.fc = nn.Dense(16 * 4 * 4, num_classes)

    def construct(self, x):
        x = self.flatten(self.features(x))
        return self.fc(self.dropout(x))

xtr, ytr = make_data(1024, 0)
xva, yva = make_data(256, 1)
train_ds = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"image": xva, "label": yva}, shuffle=False).batch(64)

epochs = 3
steps = train_ds.get_dataset_size()
lr = nn.cosine_decay_lr(min_lr=1e-4, max_lr=0.05, total_step=epochs * steps, step_per_epoch=steps, decay_epoch=epochs)
net = SmallCNN()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
model = Model(net, loss_fn, opt, metrics={"acc", "loss"})

os.makedirs("ckpt_001", exist_ok=True)
ckpt_cb = ModelCheckpoint(prefix="smallcnn", directory="ckpt_001",
                          config=CheckpointConfig(save_checkpoint_steps=steps, keep_checkpoint_max=2))
model.train(epochs, train_ds, callbacks=[LossMonitor(8), TimeMonitor(), ckpt_cb], dataset_sink_mode=False)
res = model.eval(val_ds, dataset_sink_mode=False)
print("eval result:", res)
