"""Fine-tune a small CNN (port of a torch script: model = build(); optim = AdamW(model.parameters());
model = Net.from_pretrained(ckpt) for the resume path)."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(21)

N_CLS = 5
rng = np.random.default_rng(21)
PROTOS = rng.normal(size=(N_CLS, 3, 16, 16)).astype(np.float32)


def make_data(n):
    y = rng.integers(0, N_CLS, n).astype(np.int32)
    x = (0.6 * PROTOS[y] + rng.normal(0, 1.0, (n, 3, 16, 16))).astype(np.float32)
    return x, y


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1, has_bias=True)
        self.bn1 = nn.BatchNorm2d(16)
        self.conv2 = nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1, has_bias=True)
        self.bn2 = nn.BatchNorm2d(32)
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.fc = nn.Dense(32 * 4 * 4, N_CLS)

    def construct(self, x):
        x = self.pool(self.relu(self.bn1(self.conv1(x))))
        x = self.pool(self.relu(self.bn2(self.conv2(x))))
        return self.fc(x.reshape(x.shape[0], -1))

    @classmethod
    def from_pretrained(cls, path):
        model = cls()
        if os.path.exists(path):
            ms.load_param_into_net(model, ms.load_checkpoint(path))
            print(f"loaded weights from {path}")
        else:
            print(f"no checkpoint at {path}, starting from scratch")
        return model


x_tr, y_tr = make_data(2000)
x_va, y_va = make_data(500)
train_ds = ds.NumpySlicesDataset({"image": x_tr, "label": y_tr}, shuffle=True).batch(50, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"image": x_va, "label": y_va}, shuffle=False).batch(100)

model = SmallCNN()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.05)
model = SmallCNN.from_pretrained("smallcnn_resume.ckpt")
criterion = nn.CrossEntropyLoss()


def forward_fn(images, labels):
    logits = model(images)
    return criterion(logits, labels)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


def evaluate():
    model.set_train(False)
    correct = 0
    for images, labels in val_ds.create_tuple_iterator():
        correct += int((model(images).argmax(1) == labels).sum().asnumpy())
    return correct / len(y_va)


for epoch in range(5):
    model.set_train(True)
    losses = []
    for step, (images, labels) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(images, labels)
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
        if step % 10 == 0:
            print(f"epoch {epoch} step {step}/{train_ds.get_dataset_size()} loss {losses[-1]:.4f}", flush=True)
    print(f"epoch {epoch} mean_loss {np.mean(losses):.4f} val_acc {evaluate():.4f}", flush=True)
ms.save_checkpoint(model, "smallcnn_resume.ckpt")
