"""Fashion-style image classifier ported from a PyTorch Lightning module to mindspore.train.Model (graph mode)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy, CheckpointConfig, ModelCheckpoint

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(2024)
rng = np.random.default_rng(2024)

def make_images(n, protos):
    y = rng.integers(0, len(protos), n)
    x = protos[y] + rng.normal(0, 0.8, (n, 1, 28, 28))
    return x.astype(np.float32), y.astype(np.int32)

protos = rng.normal(0, 1, (10, 1, 28, 28))
x_tr, y_tr = make_images(4000, protos)
x_va, y_va = make_images(1000, protos)
train = ds.NumpySlicesDataset({"image": x_tr, "label": y_tr}, shuffle=True).batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset({"image": x_va, "label": y_va}, shuffle=False).batch(200)

class LeNet5(nn.Cell):
    def __init__(self, num_class=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.bn1 = nn.BatchNorm2d(6)
        self.bn2 = nn.BatchNorm2d(16)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 4 * 4, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
    def construct(self, x):
        x = self.pool(self.relu(self.bn1(self.conv1(x))))
        x = self.pool(self.relu(self.bn2(self.conv2(x))))
        x = self.relu(self.fc1(self.flatten(x)))
        x = self.relu(self.fc2(x))
        return self.fc3(x)

net = LeNet5()
steps = train.get_dataset_size()
lr = nn.cosine_decay_lr(min_lr=1e-5, max_lr=2e-3, total_step=steps * 4, step_per_epoch=steps, decay_epoch=4)
opt = nn.Adam(net.trainable_params(), learning_rate=lr)
loss_fn = nn.CrossEntropyLoss()
model = Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"acc": Accuracy(), "loss": nn.Loss()})
ckpt_cb = ModelCheckpoint(prefix="lenet", directory="./ckpt_011", config=CheckpointConfig(save_checkpoint_steps=steps, keep_checkpoint_max=2))
print(f"steps per epoch: {steps}")
for epoch in range(4):
    model.train(1, train, callbacks=[LossMonitor(20), TimeMonitor(), ckpt_cb], dataset_sink_mode=False)
    metrics = model.eval(val, dataset_sink_mode=False)
    print(f"epoch {epoch} eval: acc {metrics['acc']:.4f} loss {metrics['loss']:.4f}")
