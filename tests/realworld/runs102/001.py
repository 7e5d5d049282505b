"""Train a small MLP classifier with a hand-written train wrapper, save it, then reload it
for the evaluation job (strict_load=True so that a bad checkpoint cannot slip through)."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

NUM_CLASSES, DIM = 4, 16
centers = np.random.randn(NUM_CLASSES, DIM).astype(np.float32) * 3


def make_split(n):
    y = np.random.randint(0, NUM_CLASSES, n).astype(np.int32)
    x = centers[y] + np.random.randn(n, DIM).astype(np.float32)
    return x, y


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(DIM, 64)
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(64, NUM_CLASSES)

    def construct(self, x):
        return self.fc2(self.relu(self.fc1(x)))


class TrainWrapper(nn.Cell):
    """network + loss, like the torch LightningModule we came from"""
    def __init__(self, network):
        super().__init__()
        self.network = network
        self.loss_fn = nn.CrossEntropyLoss()

    def construct(self, x, y):
        return self.loss_fn(self.network(x), y)


xtr, ytr = make_split(1024)
xte, yte = make_split(256)
train_ds = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(64)

wrapper = TrainWrapper(MLP())
opt = nn.Adam(wrapper.trainable_params(), learning_rate=1e-2)
step = nn.TrainOneStepCell(wrapper, opt)
step.set_train()
for epoch in range(3):
    losses = []
    for x, y in train_ds.create_tuple_iterator():
        losses.append(step(x, y).asnumpy())
    print(f"epoch {epoch + 1}/3  train_loss={np.mean(losses):.4f}")

os.makedirs("ckpt_001", exist_ok=True)
ms.save_checkpoint(wrapper, "ckpt_001/mlp_final.ckpt")
print("saved ckpt_001/mlp_final.ckpt")

# ---------------- evaluation job ----------------
model = MLP()
params = ms.load_checkpoint("ckpt_001/mlp_final.ckpt")
ms.load_param_into_net(model, params, strict_load=True)
model.set_train(False)
logits = model(Tensor(xte)).asnumpy()
acc = (logits.argmax(-1) == yte).mean()
print(f"eval accuracy: {acc:.4f} ({len(yte)} samples)")
